// The brain, its coverings, ventricles, vessels and cranial nerves (./../structures.ts).
export const BRAIN = `
## region · ta2
brain, cerebrum < brain, cerebellum < brain, brainstem = brain stem < brain, diencephalon < brain
midbrain < brainstem, pons < brainstem, medulla oblongata = medulla < brainstem
frontal lobe < cerebrum, parietal lobe < cerebrum, temporal lobe < cerebrum, occipital lobe < cerebrum
insula = insular lobe < cerebrum, limbic lobe < cerebrum, cerebral hemisphere < cerebrum

## gyrus · ta2
precentral gyrus < frontal lobe, postcentral gyrus < parietal lobe, superior frontal gyrus < frontal lobe
middle frontal gyrus < frontal lobe, inferior frontal gyrus < frontal lobe, gyrus rectus = straight gyrus < frontal lobe
cingulate gyrus < limbic lobe, parahippocampal gyrus < temporal lobe, superior temporal gyrus < temporal lobe
middle temporal gyrus < temporal lobe, inferior temporal gyrus < temporal lobe
fusiform gyrus = lateral occipitotemporal gyrus < temporal lobe, lingual gyrus < occipital lobe
angular gyrus < parietal lobe, supramarginal gyrus < parietal lobe, transverse temporal gyrus = heschl gyrus < temporal lobe
dentate gyrus < hippocampus, orbital gyrus < frontal lobe, superior parietal lobule < parietal lobe
inferior parietal lobule < parietal lobe, cuneus < occipital lobe, precuneus < parietal lobe
paracentral lobule < cerebrum, uncus < temporal lobe

## sulcus · ta2
central sulcus < cerebrum, lateral sulcus = sylvian fissure < cerebrum, calcarine sulcus = calcarine fissure < occipital lobe
parieto-occipital sulcus < cerebrum, cingulate sulcus < cerebrum, collateral sulcus < temporal lobe
superior frontal sulcus < frontal lobe, inferior frontal sulcus < frontal lobe, precentral sulcus < frontal lobe
postcentral sulcus < parietal lobe, intraparietal sulcus < parietal lobe, superior temporal sulcus < temporal lobe
olfactory sulcus < frontal lobe, callosal sulcus < cerebrum, hippocampal sulcus < temporal lobe

## part · ta2
hippocampus < temporal lobe, amygdala = amygdaloid body < temporal lobe, fornix < brain
corpus callosum < cerebrum, genu of corpus callosum < corpus callosum, splenium of corpus callosum < corpus callosum
rostrum of corpus callosum < corpus callosum, body of corpus callosum < corpus callosum
septum pellucidum < brain, anterior commissure < brain, posterior commissure < brain, habenular commissure < brain
internal capsule < cerebrum, anterior limb of internal capsule < internal capsule, posterior limb of internal capsule < internal capsule
genu of internal capsule < internal capsule, external capsule < cerebrum, extreme capsule < cerebrum
corona radiata < cerebrum, centrum semiovale < cerebrum, optic radiation < cerebrum
thalamus < diencephalon, hypothalamus < diencephalon, epithalamus < diencephalon, subthalamus < diencephalon
pulvinar < thalamus, lateral geniculate body = lateral geniculate nucleus < thalamus
medial geniculate body = medial geniculate nucleus < thalamus, massa intermedia = interthalamic adhesion < thalamus
pineal gland = pineal body < epithalamus, habenula < epithalamus
mammillary body < hypothalamus, tuber cinereum < hypothalamus, median eminence < hypothalamus
optic chiasm < brain, optic tract < brain, infundibulum of hypothalamus < hypothalamus
tectum = tectal plate = quadrigeminal plate < midbrain, tegmentum of midbrain < midbrain
superior colliculus < midbrain, inferior colliculus < midbrain, cerebral peduncle < midbrain
crus cerebri < midbrain, substantia nigra < midbrain, periaqueductal grey = periaqueductal gray < midbrain
basis pontis = basilar part of pons < pons, tegmentum of pons < pons
pyramid of medulla < medulla oblongata, olive = inferior olive = inferior olivary nucleus < medulla oblongata
obex < medulla oblongata, area postrema < fourth ventricle
vermis < cerebellum, superior vermis < cerebellum, inferior vermis < cerebellum, cerebellar hemisphere < cerebellum
cerebellar tonsil < cerebellum, flocculus < cerebellum, nodulus < cerebellum, primary fissure < cerebellum
superior cerebellar peduncle = brachium conjunctivum < cerebellum; midbrain
middle cerebellar peduncle = brachium pontis < cerebellum; pons
inferior cerebellar peduncle = restiform body < cerebellum; medulla oblongata
corticospinal tract = pyramidal tract < brain, medial lemniscus < brainstem, medial longitudinal fasciculus < brainstem
arcuate fasciculus < cerebrum, uncinate fasciculus < cerebrum, cingulum < cerebrum

## nucleus · ta2
caudate nucleus < cerebrum, head of caudate nucleus < caudate nucleus, body of caudate nucleus < caudate nucleus
tail of caudate nucleus < caudate nucleus, putamen < cerebrum, globus pallidus < cerebrum
lentiform nucleus = lenticular nucleus < cerebrum, claustrum < cerebrum, nucleus accumbens < cerebrum
subthalamic nucleus < subthalamus, red nucleus < midbrain, dentate nucleus < cerebellum
emboliform nucleus < cerebellum, globose nucleus < cerebellum, fastigial nucleus < cerebellum
oculomotor nucleus < midbrain, abducens nucleus < pons, facial nucleus < pons, hypoglossal nucleus < medulla oblongata
nucleus ambiguus < medulla oblongata, vestibular nucleus < brainstem, locus coeruleus < pons
supraoptic nucleus < hypothalamus, paraventricular nucleus < hypothalamus

## region · ta2
lateral ventricle < brain, third ventricle < brain, fourth ventricle < brain
frontal horn = anterior horn of lateral ventricle < lateral ventricle
occipital horn = posterior horn of lateral ventricle < lateral ventricle
temporal horn = inferior horn of lateral ventricle < lateral ventricle
body of lateral ventricle < lateral ventricle, atrium of lateral ventricle < lateral ventricle
cerebral aqueduct < midbrain, interventricular foramen < brain, median aperture < fourth ventricle
lateral aperture < fourth ventricle, choroid plexus < brain, glomus of choroid plexus < lateral ventricle
suprapineal recess < third ventricle, pineal recess < third ventricle, optic recess < third ventricle
infundibular recess < third ventricle, lateral recess of fourth ventricle < fourth ventricle
cisterna magna < brain, quadrigeminal cistern < brain, ambient cistern < brain, interpeduncular cistern < brain
prepontine cistern < brain, suprasellar cistern < brain, cerebellopontine angle cistern < brain
premedullary cistern < brain, sylvian cistern < brain, cistern of lamina terminalis < brain
cerebellopontine angle < brain, lamina terminalis < third ventricle

## part · ta2
dura mater = dura < meninges, arachnoid mater = arachnoid < meninges, pia mater = pia < meninges
falx cerebri < dura mater, falx cerebelli < dura mater, tentorium cerebelli = tentorium < dura mater
diaphragma sellae < dura mater, tentorial incisura = tentorial notch < tentorium cerebelli
subdural space < meninges, subarachnoid space < meninges, extradural space of skull < skull

## sinus · ta2
dural venous sinus = dural sinus < dura mater
superior sagittal sinus < dural venous sinus, inferior sagittal sinus < dural venous sinus, straight sinus < dural venous sinus
transverse sinus < dural venous sinus, sigmoid sinus < dural venous sinus, cavernous sinus < dural venous sinus
superior petrosal sinus < dural venous sinus, inferior petrosal sinus < dural venous sinus, occipital sinus < dural venous sinus
sphenoparietal sinus < dural venous sinus, confluence of sinuses = torcular herophili < dural venous sinus
intercavernous sinus < dural venous sinus, basilar plexus < dural venous sinus

## vein · ta2
great cerebral vein = vein of galen < brain, internal cerebral vein < brain, basal vein = basal vein of rosenthal < brain
thalamostriate vein < brain, septal vein < brain, superior anastomotic vein = vein of trolard < brain
inferior anastomotic vein = vein of labbe < brain, superficial middle cerebral vein < brain
deep middle cerebral vein < brain, precentral cerebellar vein < cerebellum, superior petrosal vein < brain
superior cerebral vein < brain, emissary vein < skull, diploic vein < skull, cortical vein < brain

## artery · ta2
anterior cerebral artery < circle of willis, middle cerebral artery < brain, posterior cerebral artery < circle of willis
anterior communicating artery < circle of willis, posterior communicating artery < circle of willis
basilar artery < brainstem, superior cerebellar artery < cerebellum, anterior inferior cerebellar artery < cerebellum
posterior inferior cerebellar artery < cerebellum, anterior choroidal artery < brain, posterior choroidal artery < brain
ophthalmic artery < orbit, pericallosal artery < brain, callosomarginal artery < brain
lenticulostriate artery = lateral striate artery < brain, recurrent artery of heubner = medial striate artery < brain
thalamoperforating artery < brain, pontine artery < pons, labyrinthine artery < inner ear
artery of percheron < brain, frontopolar artery < brain, orbitofrontal artery < brain
angular artery of brain < brain, calcarine artery < occipital lobe, parieto-occipital artery < brain

## region · eponym
circle of willis = cerebral arterial circle < brain

## nerve · ta2
olfactory nerve = first cranial nerve < brain, olfactory bulb < olfactory nerve, olfactory tract < brain
optic nerve = second cranial nerve < orbit, oculomotor nerve = third cranial nerve < brainstem
trochlear nerve = fourth cranial nerve < brainstem, trigeminal nerve = fifth cranial nerve < brainstem
abducens nerve = sixth cranial nerve < brainstem, facial nerve = seventh cranial nerve < brainstem
vestibulocochlear nerve = eighth cranial nerve < brainstem, glossopharyngeal nerve = ninth cranial nerve < brainstem
vagus nerve = tenth cranial nerve < brainstem, accessory nerve = eleventh cranial nerve < brainstem
hypoglossal nerve = twelfth cranial nerve < brainstem, ophthalmic nerve < trigeminal nerve
maxillary nerve < trigeminal nerve, mandibular nerve < trigeminal nerve, trigeminal ganglion < trigeminal nerve
cochlear nerve < vestibulocochlear nerve, superior vestibular nerve < vestibulocochlear nerve
inferior vestibular nerve < vestibulocochlear nerve, greater petrosal nerve < facial nerve
chorda tympani < facial nerve, geniculate ganglion < facial nerve, nervus intermedius < facial nerve
`;
// White matter, the smaller parts of the brainstem and ventricles, cranial nerve segments and vessels.
export const BRAIN_MORE = `
## part · ta2
superior longitudinal fasciculus < cerebrum, inferior longitudinal fasciculus < cerebrum, inferior fronto-occipital fasciculus < cerebrum
forceps major < corpus callosum, forceps minor < corpus callosum, tapetum < corpus callosum, body of fornix < fornix
crus of fornix < fornix, column of fornix < fornix, fimbria of hippocampus < hippocampus, head of hippocampus < hippocampus
body of hippocampus < hippocampus, tail of hippocampus < hippocampus, subiculum < hippocampus, entorhinal cortex < temporal lobe
stria terminalis < brain, stria medullaris < thalamus, mammillothalamic tract < diencephalon, optic radiation meyer loop = meyer loop < temporal lobe
lateral lemniscus < brainstem, spinothalamic tract < brainstem, central tegmental tract < brainstem, dentatorubrothalamic tract < brainstem
superior medullary velum < fourth ventricle, inferior medullary velum < fourth ventricle, facial colliculus < pons
median sulcus of fourth ventricle < fourth ventricle, floor of fourth ventricle < fourth ventricle, roof of fourth ventricle < fourth ventricle
tuberculum cinereum < medulla oblongata, gracile tubercle < medulla oblongata, cuneate tubercle < medulla oblongata
cerebral cortex < cerebrum, white matter of cerebrum < cerebrum, grey matter of cerebrum < cerebrum, subcortical white matter < cerebrum
periventricular white matter < cerebrum, juxtacortical white matter < cerebrum, deep grey nuclei = basal ganglia < cerebrum
basal ganglia < cerebrum, anterior perforated substance < cerebrum, posterior perforated substance < midbrain
olfactory trigone < frontal lobe, olfactory groove < anterior cranial fossa, planum temporale < temporal lobe
frontal operculum < frontal lobe, parietal operculum < parietal lobe, temporal operculum < temporal lobe, pars opercularis < frontal lobe
pars triangularis < frontal lobe, pars orbitalis < frontal lobe, occipital pole < occipital lobe, frontal pole < frontal lobe
temporal pole < temporal lobe, marginal ramus of cingulate sulcus = pars marginalis < parietal lobe, hand knob < precentral gyrus
cerebellar cortex < cerebellum, anterior lobe of cerebellum < cerebellum, posterior lobe of cerebellum < cerebellum
flocculonodular lobe < cerebellum, horizontal fissure of cerebellum < cerebellum, culmen < vermis, declive < vermis, folium of vermis < vermis
tuber of vermis < vermis, pyramis < vermis, uvula of cerebellum < vermis, lingula of cerebellum < vermis, central lobule < vermis
nucleus of solitary tract < medulla oblongata, spinal trigeminal nucleus < brainstem, principal sensory trigeminal nucleus < pons
mesencephalic trigeminal nucleus < midbrain, trochlear nucleus < midbrain, edinger-westphal nucleus < midbrain, dorsal vagal nucleus < medulla oblongata
superior olivary nucleus < pons, cochlear nucleus < brainstem, interpeduncular fossa < midbrain, interpeduncular nucleus < midbrain
anterior nucleus of thalamus < thalamus, mediodorsal nucleus of thalamus < thalamus, ventral posterolateral nucleus < thalamus
ventral posteromedial nucleus < thalamus, centromedian nucleus < thalamus, reticular nucleus of thalamus < thalamus
arcuate nucleus < hypothalamus, suprachiasmatic nucleus < hypothalamus, ventromedial nucleus of hypothalamus < hypothalamus
pars intermedia < pituitary gland, pars tuberalis < pituitary gland

## nerve · ta2
cisternal segment of oculomotor nerve < oculomotor nerve, cavernous segment of oculomotor nerve < oculomotor nerve
cisternal trigeminal nerve = preganglionic segment of trigeminal nerve < trigeminal nerve, trigeminal root entry zone < trigeminal nerve
labyrinthine segment of facial nerve < facial nerve, tympanic segment of facial nerve < facial nerve
mastoid segment of facial nerve < facial nerve, first genu of facial nerve < facial nerve, second genu of facial nerve < facial nerve
intraparotid facial nerve < facial nerve, cisternal segment of facial nerve < facial nerve, canalicular segment of facial nerve < facial nerve
abducens nerve in dorello canal < abducens nerve, dorello canal < skull, optic nerve sheath complex < optic nerve
olfactory filaments < olfactory nerve, superior division of oculomotor nerve < oculomotor nerve, inferior division of oculomotor nerve < oculomotor nerve

## artery · ta2
middle cerebral artery bifurcation < middle cerebral artery, superior division of middle cerebral artery < middle cerebral artery
inferior division of middle cerebral artery < middle cerebral artery, anterior temporal artery < temporal lobe
posterior temporal artery < temporal lobe, precentral artery < frontal lobe, central sulcal artery = rolandic artery < brain
anterior parietal artery < parietal lobe, posterior parietal artery < parietal lobe, prefrontal artery < frontal lobe
medial orbitofrontal artery < frontal lobe, internal frontal artery < frontal lobe, paracentral artery < brain, precuneal artery < brain
medial posterior choroidal artery < brain, lateral posterior choroidal artery < brain, hippocampal artery < hippocampus
posterior pericallosal artery = splenial artery < corpus callosum, basilar tip = basilar apex < basilar artery
vertebrobasilar junction < brainstem
posterior communicating artery infundibulum < circle of willis
fetal posterior cerebral artery < circle of willis, azygos anterior cerebral artery < brain, median artery of corpus callosum < corpus callosum

## vein · ta2
vein of the septum pellucidum < brain, atrial vein < lateral ventricle, direct lateral vein < lateral ventricle
anterior caudate vein < caudate nucleus, venous angle < brain, vein of the cerebellomedullary fissure < cerebellum
inferior vermian vein < cerebellum, superior vermian vein < cerebellum, lateral mesencephalic vein < midbrain
anterior pontomesencephalic vein < brainstem, petrosal vein = vein of dandy < brain, medullary vein < brain
cavernous sinus lateral wall < cavernous sinus, sinus pericranii < skull
marginal sinus < dural venous sinus, falcine sinus < dural venous sinus, superior petrosal sinus groove < temporal bone
`;
