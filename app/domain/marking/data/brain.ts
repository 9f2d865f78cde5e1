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
