// The skull, face, ear, orbit, sinuses, pharynx, larynx and neck (./../structures.ts).
export const HEAD_NECK = `
## bone · ta2
skull = cranium, frontal bone < skull, parietal bone < skull, occipital bone < skull, temporal bone < skull
sphenoid bone < skull, ethmoid bone < skull, nasal bone < skull; face, lacrimal bone < skull; orbit
palatine bone < skull, vomer < skull; nasal septum, inferior nasal concha bone < skull
maxilla < skull; face, mandible < skull; face, zygomatic bone < skull; face, hyoid bone = hyoid < neck
malleus < middle ear, incus < middle ear, stapes < middle ear

## part · ta2
clivus < occipital bone; skull, foramen magnum < occipital bone; skull, occipital condyle < occipital bone; skull
external occipital protuberance < occipital bone; skull, internal occipital protuberance < occipital bone; skull
basiocciput = basilar part of occipital bone < occipital bone; skull, jugular tubercle < occipital bone
squamous part of temporal bone = temporal squama < temporal bone, petrous part of temporal bone = petrous apex < temporal bone
mastoid process < temporal bone, styloid process < temporal bone, tympanic part of temporal bone < temporal bone
zygomatic process of temporal bone < temporal bone, mandibular fossa = glenoid fossa of temporal bone < temporal bone
articular eminence = articular tubercle of temporal bone < temporal bone, tegmen tympani < temporal bone
arcuate eminence < temporal bone, mastoid antrum < temporal bone, mastoid air cells < temporal bone
greater wing of sphenoid < sphenoid bone, lesser wing of sphenoid < sphenoid bone, body of sphenoid < sphenoid bone
medial pterygoid plate < sphenoid bone, pterygoid hamulus = hamulus of medial pterygoid plate < medial pterygoid plate, lateral pterygoid plate < sphenoid bone, pterygoid process < sphenoid bone
anterior clinoid process < sphenoid bone, posterior clinoid process < sphenoid bone, dorsum sellae < sphenoid bone
sella turcica = pituitary fossa < sphenoid bone, tuberculum sellae < sphenoid bone, planum sphenoidale < sphenoid bone
cribriform plate < ethmoid bone, crista galli < ethmoid bone, perpendicular plate of ethmoid < ethmoid bone; nasal septum
lamina papyracea < ethmoid bone; orbit, uncinate process of ethmoid < ethmoid bone, ethmoid bulla < ethmoid bone
middle nasal concha = middle turbinate < ethmoid bone; nasal cavity, superior nasal concha = superior turbinate < ethmoid bone; nasal cavity
inferior nasal concha = inferior turbinate < nasal cavity
alveolar process of maxilla < maxilla, palatine process of maxilla < maxilla; hard palate, frontal process of maxilla < maxilla
zygomatic process of maxilla < maxilla, infraorbital foramen < maxilla, infraorbital canal < maxilla
mandibular condyle = condylar process < mandible, coronoid process of mandible < mandible, ramus of mandible < mandible
body of mandible < mandible, angle of mandible < mandible, mandibular notch = sigmoid notch < mandible
mental foramen < mandible, mandibular foramen < mandible, mandibular canal = inferior alveolar canal < mandible
symphysis menti = mandibular symphysis < mandible, genial tubercle < mandible, lingula of mandible < mandible
zygomatic arch < skull, pterion < skull, asterion < skull, bregma < skull, lambda < skull, nasion < skull, inion < skull
greater horn of hyoid < hyoid bone, lesser horn of hyoid < hyoid bone, body of hyoid < hyoid bone
hard palate < palate, soft palate < palate, uvula = palatine uvula < soft palate
head of malleus < malleus, handle of malleus < malleus, long process of incus < incus, footplate of stapes < stapes
scutum < middle ear, prussak space < middle ear, epitympanum = attic < middle ear, mesotympanum < middle ear
hypotympanum < middle ear, oval window = fenestra vestibuli < inner ear, round window = fenestra cochleae < inner ear
cochlea < inner ear, vestibule of inner ear < inner ear, vestibular aqueduct < inner ear, cochlear aqueduct < inner ear
modiolus < cochlea, basal turn of cochlea < cochlea, cochlear apex < cochlea
superior semicircular canal = anterior semicircular canal < inner ear; temporal bone
posterior semicircular canal < inner ear; temporal bone, lateral semicircular canal < inner ear; temporal bone
utricle < vestibule of inner ear, saccule < vestibule of inner ear, endolymphatic sac < inner ear
tympanic membrane < middle ear, pars flaccida < tympanic membrane, pars tensa < tympanic membrane
internal acoustic meatus < temporal bone, external acoustic meatus < ear, facial canal < temporal bone
stylomastoid foramen < temporal bone, carotid canal < temporal bone, jugular foramen < skull
foramen ovale < sphenoid bone, foramen rotundum < sphenoid bone, foramen spinosum < sphenoid bone
foramen lacerum < skull, hypoglossal canal < occipital bone, condylar canal < occipital bone, optic canal < sphenoid bone
superior orbital fissure < orbit, inferior orbital fissure < orbit, pterygoid canal < sphenoid bone
pterygopalatine fossa < skull, infratemporal fossa < skull, anterior cranial fossa < skull
middle cranial fossa < skull, posterior cranial fossa < skull, meckel cave = trigeminal cave < middle cranial fossa

## region · ta2
inner ear = internal ear < ear, middle ear = tympanic cavity < ear, outer ear = external ear < ear
orbit < skull, nasal cavity < skull, oral cavity < face, face, scalp, neck

## suture · ta2
metopic suture = frontal suture < skull, coronal suture < skull, sagittal suture < skull, lambdoid suture < skull
squamous suture = squamosal suture < skull, sphenosquamosal suture < skull, frontozygomatic suture < skull; orbit
occipitomastoid suture < skull, sphenoid-occipital synchondrosis = spheno-occipital synchondrosis < skull
petro-occipital fissure < skull, intermaxillary suture < maxilla

## part · ta2
anterior fontanelle = bregmatic fontanelle < skull, posterior fontanelle = lambdoid fontanelle < skull
anterolateral fontanelle = sphenoidal fontanelle < skull, posterolateral fontanelle = mastoid fontanelle < skull

## part · ta2
globe = eyeball < orbit, lens < globe, vitreous body = vitreous < globe, retina < globe, sclera < globe, cornea < globe
iris < globe, ciliary body < globe, choroid < globe, anterior chamber < globe, posterior chamber < globe
optic disc < retina, macula < retina, orbital apex < orbit, orbital floor < orbit, annulus of zinn = common tendinous ring < orbit
tenon capsule = fascial sheath of eyeball < orbit, orbital septum < orbit

## gland · ta2
lacrimal gland < orbit, parotid gland < face, submandibular gland < neck, sublingual gland < oral cavity
thyroid gland < neck, parathyroid gland < neck, pituitary gland = hypophysis < sella turcica
adenohypophysis = anterior pituitary < pituitary gland, neurohypophysis = posterior pituitary < pituitary gland
superficial lobe of parotid < parotid gland, deep lobe of parotid < parotid gland
right lobe of thyroid < thyroid gland, left lobe of thyroid < thyroid gland, thyroid isthmus < thyroid gland
pyramidal lobe of thyroid < thyroid gland

## duct · ta2
nasolacrimal duct < orbit; nasal cavity, parotid duct < parotid gland, submandibular duct < submandibular gland
thyroglossal duct < neck, lacrimal canaliculus < orbit, lacrimal sac < orbit

## sinus · ta2
maxillary sinus = maxillary antrum = antrum of highmore < maxilla, frontal sinus < frontal bone, sphenoid sinus < sphenoid bone, ethmoid sinus < ethmoid bone
anterior ethmoid air cells < ethmoid bone, posterior ethmoid air cells < ethmoid bone

## part · ta2
nasopharynx = nasal part of pharynx < pharynx, oropharynx = oral part of pharynx < pharynx
hypopharynx = laryngopharynx = laryngeal part of pharynx < pharynx
piriform fossa < hypopharynx, postcricoid region < hypopharynx, posterior pharyngeal wall < pharynx
torus tubarius < nasopharynx, fossa of rosenmuller < nasopharynx, adenoid < nasopharynx
palatine tonsil < oropharynx, lingual tonsil < oropharynx, vallecula < oropharynx, base of tongue < tongue
supraglottis < larynx, glottis < larynx, subglottis < larynx, epiglottis < larynx, aryepiglottic fold < larynx
vocal fold = vocal cord < larynx, vestibular fold = false vocal cord < larynx, laryngeal ventricle < larynx
anterior commissure of larynx < larynx, paraglottic space < larynx, pre-epiglottic space < larynx
pharyngeal constrictor < pharynx, pharyngeal recess < nasopharynx
tongue < oral cavity, floor of mouth < oral cavity, frenulum of tongue < tongue
larynx < neck, pharynx < neck, trachea < neck; thorax, oesophagus < neck; thorax

## cartilage · ta2
thyroid cartilage < larynx, cricoid cartilage < larynx, arytenoid cartilage < larynx, epiglottic cartilage < larynx
corniculate cartilage < larynx, cuneiform cartilage < larynx, tracheal cartilage < trachea
superior horn of thyroid cartilage < thyroid cartilage, inferior horn of thyroid cartilage < thyroid cartilage
lamina of thyroid cartilage < thyroid cartilage, arch of cricoid < cricoid cartilage, lamina of cricoid < cricoid cartilage
nasal septal cartilage < nasal septum

## joint · ta2
temporomandibular joint < skull, cricothyroid joint < larynx, cricoarytenoid joint < larynx
articular disc of temporomandibular joint < temporomandibular joint

## ligament · ta2
cricothyroid membrane = cricothyroid ligament < larynx, thyrohyoid membrane < larynx, hyoepiglottic ligament < larynx
stylohyoid ligament < neck, sphenomandibular ligament < mandible, stylomandibular ligament < mandible
petroclinoid ligament < skull, interclinoid ligament < skull

## muscle · ta2
anterior scalene = scalenus anterior < neck, middle scalene = scalenus medius < neck
posterior scalene = scalenus posterior < neck, sternocleidomastoid < neck, platysma < neck
omohyoid < neck, sternohyoid < neck, sternothyroid < neck, thyrohyoid < neck, geniohyoid < neck, mylohyoid < neck
stylohyoid < neck, digastric < neck, anterior belly of digastric = anterior digastric < digastric
posterior belly of digastric = posterior digastric < digastric, superior belly of omohyoid < omohyoid
inferior belly of omohyoid < omohyoid, levator scapulae < neck, trapezius < neck; back
masseter < face, temporalis < face, medial pterygoid < infratemporal fossa, lateral pterygoid < infratemporal fossa
buccinator < face, orbicularis oris < face, orbicularis oculi < face, occipitofrontalis < scalp, procerus < face
genioglossus < tongue, hyoglossus < tongue, styloglossus < tongue, palatoglossus < tongue
palatopharyngeus < pharynx, stylopharyngeus < pharynx, salpingopharyngeus < pharynx
superior pharyngeal constrictor < pharynx, middle pharyngeal constrictor < pharynx, inferior pharyngeal constrictor < pharynx
cricopharyngeus < pharynx, tensor veli palatini < soft palate, levator veli palatini < soft palate
musculus uvulae < soft palate, cricothyroid < larynx, posterior cricoarytenoid < larynx
lateral cricoarytenoid < larynx, thyroarytenoid < larynx, vocalis < larynx
medial rectus < orbit, lateral rectus < orbit, superior rectus < orbit, inferior rectus < orbit
superior oblique < orbit, inferior oblique < orbit, levator palpebrae superioris < orbit
tensor tympani < middle ear, stapedius < middle ear

## artery · ta2
common carotid artery < neck, internal carotid artery < neck, external carotid artery < neck
superior thyroid artery < neck, lingual artery < neck, facial artery < face, occipital artery < neck
posterior auricular artery < neck, ascending pharyngeal artery < neck, maxillary artery < infratemporal fossa
superficial temporal artery < scalp, middle meningeal artery < skull, accessory meningeal artery < skull
sphenopalatine artery < nasal cavity, descending palatine artery < pterygopalatine fossa
infraorbital artery < maxilla, inferior alveolar artery < mandible, vertebral artery < neck
inferior thyroid artery < neck, thyrocervical trunk < neck, costocervical trunk < neck
transverse cervical artery < neck, suprascapular artery < neck, ascending cervical artery < neck
deep cervical artery < neck, central retinal artery < retina, supraorbital artery < orbit

## vein · ta2
internal jugular vein < neck, external jugular vein < neck, anterior jugular vein < neck
retromandibular vein < face, facial vein < face, superior ophthalmic vein < orbit, inferior ophthalmic vein < orbit
pterygoid venous plexus < infratemporal fossa, jugular bulb < jugular foramen, lingual vein < tongue
superior thyroid vein < neck, middle thyroid vein < neck, inferior thyroid vein < neck

## nerve · ta2
recurrent laryngeal nerve < neck, superior laryngeal nerve < neck, inferior alveolar nerve < mandible
lingual nerve < tongue, infraorbital nerve < maxilla, supraorbital nerve < orbit, frontal nerve < orbit
lacrimal nerve < orbit, nasociliary nerve < orbit, auriculotemporal nerve < face, buccal nerve < face
phrenic nerve < neck; thorax, ansa cervicalis < neck, cervical plexus < neck, sympathetic trunk < neck
superior cervical ganglion < neck, stellate ganglion < neck, pterygopalatine ganglion < pterygopalatine fossa
otic ganglion < infratemporal fossa, ciliary ganglion < orbit, submandibular ganglion < neck
nerve to mylohyoid < neck, greater occipital nerve < scalp, lesser occipital nerve < neck, great auricular nerve < neck
`;
// Lymph nodes, spaces, teeth and the smaller parts of the neck and face.
export const HEAD_NECK_MORE = `
## node · ta2
jugulodigastric node < cervical lymph nodes; neck, jugulo-omohyoid node < cervical lymph nodes; neck
submental node < cervical lymph nodes; neck, submandibular node < cervical lymph nodes; neck
parotid node < parotid gland, retropharyngeal node = node of rouviere < neck, virchow node = left supraclavicular node < neck
level ia node = submental node group < neck, level ib node = submandibular node group < neck
level ii node = upper jugular node < neck, level iii node = middle jugular node < neck
level iv node = lower jugular node < neck, level v node = posterior triangle node < neck
level vi node = central compartment node < neck, occipital node < neck, prelaryngeal node = delphian node < neck
pretracheal node < neck, paratracheal node < neck, supraclavicular node < neck

## region · ta2
cervical lymph nodes < neck, anterior triangle of neck < neck, posterior triangle of neck < neck
submandibular triangle < neck, submental triangle < neck, carotid triangle < neck, muscular triangle < neck
parapharyngeal space < neck, retropharyngeal space < neck, danger space < neck, prevertebral space < neck
carotid space < neck, masticator space < face, parotid space < face, buccal space < face
submandibular space < neck, sublingual space < oral cavity, perivertebral space < neck, visceral space < neck
pterygomandibular raphe < face, pharyngobasilar fascia < pharynx, carotid sheath < neck
investing layer of deep cervical fascia < neck, pretracheal fascia < neck, prevertebral fascia < neck
ostiomeatal complex < nasal cavity, sphenoethmoidal recess < nasal cavity, middle meatus < nasal cavity
inferior meatus < nasal cavity, superior meatus < nasal cavity, hiatus semilunaris < nasal cavity
frontal recess < nasal cavity, frontonasal duct < frontal sinus, agger nasi cell < ethmoid bone
haller cell = infraorbital ethmoid cell < ethmoid bone, onodi cell = sphenoethmoidal cell < ethmoid bone
maxillary ostium < maxillary sinus, nasal septum < nasal cavity, nasal vestibule < nasal cavity
choana = posterior nasal aperture < nasal cavity, piriform aperture = anterior nasal aperture < skull
incisive canal < maxilla, greater palatine foramen < hard palate, lesser palatine foramen < hard palate
sphenopalatine foramen < pterygopalatine fossa, vidian canal < sphenoid bone, palatovaginal canal < sphenoid bone
foramen caecum of tongue < tongue, foramen of vesalius = sphenoidal emissary foramen < sphenoid bone
mastoid foramen < temporal bone, parietal foramen < parietal bone, supraorbital foramen < frontal bone
supraorbital notch < frontal bone, glabella < frontal bone, superciliary arch < frontal bone
frontal crest < frontal bone, nasal process of frontal bone < frontal bone, orbital plate of frontal bone < frontal bone
superior nuchal line < occipital bone, inferior nuchal line < occipital bone, internal acoustic porus < temporal bone
tympanic ring = tympanic annulus < temporal bone, cochlear promontory < middle ear, sinus tympani < middle ear
facial recess < middle ear, pyramidal eminence < middle ear, cog < middle ear, tegmen mastoideum < temporal bone
koerner septum < temporal bone, sigmoid plate < temporal bone, petrous ridge < temporal bone, petrous apex air cells < temporal bone
incudostapedial joint < middle ear, incudomalleolar joint < middle ear, lenticular process of incus < incus
short process of incus < incus, body of incus < incus, lateral process of malleus < malleus, neck of malleus < malleus
crura of stapes < stapes, head of stapes < stapes, cochlear nerve canal < inner ear, spiral lamina < cochlea
scala vestibuli < cochlea, scala tympani < cochlea, helicotrema < cochlea, vestibular aqueduct aperture < temporal bone
auricle = pinna < outer ear, helix < auricle, antihelix < auricle, tragus < auricle, concha of auricle < auricle, lobule of ear < auricle

## part · ta2
crown of tooth < tooth, root of tooth < tooth, pulp cavity < tooth, root canal < tooth, enamel < tooth, dentine < tooth
periodontal ligament < tooth, lamina dura < tooth, alveolar crest < alveolar process of maxilla
tooth < oral cavity, incisor < oral cavity, canine tooth < oral cavity, premolar < oral cavity, molar < oral cavity
third molar = wisdom tooth < oral cavity, first molar < oral cavity, second molar < oral cavity
hard palate mucosa < hard palate, palatine aponeurosis < soft palate, palatoglossal arch < oral cavity
palatopharyngeal arch < oropharynx, tonsillar fossa < oropharynx, tonsillar pillar < oropharynx
foliate papilla < tongue, circumvallate papilla < tongue, sulcus terminalis < tongue, median sulcus of tongue < tongue
lingual septum < tongue, intrinsic muscle of tongue < tongue, oral tongue < tongue
vocal process of arytenoid < arytenoid cartilage, muscular process of arytenoid < arytenoid cartilage
petiole of epiglottis < epiglottis, laryngeal saccule < larynx, median glossoepiglottic fold < oropharynx
lateral glossoepiglottic fold < oropharynx, interarytenoid notch < larynx, rima glottidis < larynx
conus elasticus < larynx, quadrangular membrane < larynx, thyroid notch < thyroid cartilage
laryngeal prominence = adam apple < thyroid cartilage, oblique line of thyroid cartilage < thyroid cartilage
cricoid ring < cricoid cartilage, tracheal ring < trachea, posterior membranous wall of trachea < trachea

## part · ta2
lacrimal fossa < orbit, lacrimal punctum < orbit, eyelid < orbit, upper eyelid < orbit, lower eyelid < orbit
tarsal plate < eyelid, conjunctiva < globe, lateral canthus < orbit, medial canthus < orbit
lateral palpebral ligament < orbit, medial palpebral ligament < orbit, trochlea of orbit < orbit
extraconal space < orbit, intraconal space < orbit, orbital fat < orbit, optic nerve sheath < optic nerve
posterior chamber of eye < globe, hyaloid canal < vitreous body, ora serrata < retina, fovea < retina
zonule = suspensory ligament of lens < lens, ciliary process < ciliary body, pupil < iris, limbus of cornea < cornea
intraorbital optic nerve < optic nerve, intracanalicular optic nerve < optic nerve, prechiasmatic optic nerve < optic nerve

## gland · ta2
accessory parotid gland < face, minor salivary gland < oral cavity, palatine gland < hard palate
lingual thyroid < tongue, ectopic thyroid < neck, superior parathyroid gland < neck, inferior parathyroid gland < neck
tarsal gland = meibomian gland < eyelid

## muscle · ta2
depressor anguli oris < face, depressor labii inferioris < face, levator labii superioris < face
levator anguli oris < face, zygomaticus major < face, zygomaticus minor < face, mentalis < face, risorius < face
nasalis < face, corrugator supercilii < face, frontalis = frontal belly of occipitofrontalis < scalp
occipitalis = occipital belly of occipitofrontalis < scalp, auricularis < face, intrinsic laryngeal muscle < larynx
sternocleidomastoid sternal head = sternal head of sternocleidomastoid < sternocleidomastoid
clavicular head of sternocleidomastoid < sternocleidomastoid, aryepiglotticus < larynx, transverse arytenoid < larynx
oblique arytenoid < larynx, superior longitudinal muscle of tongue < tongue, inferior longitudinal muscle of tongue < tongue
transverse muscle of tongue < tongue, vertical muscle of tongue < tongue, scalenus minimus < neck

## artery · ta2
anterior ethmoidal artery < nasal cavity, posterior ethmoidal artery < nasal cavity, greater palatine artery < hard palate
posterior superior alveolar artery < maxilla, buccal artery < face, masseteric artery < face, deep temporal artery < face
mental artery < mandible, submental artery < neck, inferior labial artery < face, superior labial artery < face
angular artery < face, dorsal nasal artery < face, supratrochlear artery < orbit, lacrimal artery < orbit
posterior ciliary artery < globe, stylomastoid artery < temporal bone, tympanic artery < middle ear
caroticotympanic artery < middle ear, vidian artery = artery of pterygoid canal < sphenoid bone
meningohypophyseal trunk < internal carotid artery, inferolateral trunk < internal carotid artery
superior hypophyseal artery < internal carotid artery, persistent trigeminal artery < skull
persistent stapedial artery < middle ear, aberrant internal carotid artery < middle ear
thyroid ima artery < neck, superior laryngeal artery < larynx, inferior laryngeal artery < larynx
cricothyroid artery < larynx, sternocleidomastoid artery < neck, dorsal lingual artery < tongue
deep lingual artery = profunda linguae artery < tongue, sublingual artery < oral cavity, ascending palatine artery < pharynx
tonsillar artery < palatine tonsil, pharyngeal artery < pharynx, carotid siphon < internal carotid artery

## vein · ta2
supratrochlear vein < face, supraorbital vein < face, angular vein < face, deep facial vein < face
maxillary vein < face, superficial temporal vein < face, posterior auricular vein < neck, occipital vein < neck
transverse cervical vein < neck, suprascapular vein < neck, vertebral vein < neck, deep cervical vein < neck
common facial vein < neck, lingual vein of tongue < tongue, pharyngeal venous plexus < pharynx, jugular venous arch < neck
suboccipital venous plexus < neck, condylar emissary vein < skull, mastoid emissary vein < skull

## nerve · ta2
greater palatine nerve < hard palate, lesser palatine nerve < soft palate, nasopalatine nerve < nasal cavity
posterior superior alveolar nerve < maxilla, zygomatic nerve < orbit, zygomaticofacial nerve < face
zygomaticotemporal nerve < face, mental nerve < mandible, masseteric nerve < face, deep temporal nerve < face
long ciliary nerve < orbit, short ciliary nerve < orbit, anterior ethmoidal nerve < orbit, infratrochlear nerve < orbit
supratrochlear nerve < orbit, deep petrosal nerve < skull, vidian nerve = nerve of pterygoid canal < sphenoid bone
lesser petrosal nerve < middle cranial fossa, tympanic nerve = jacobson nerve < middle ear
auricular branch of vagus = arnold nerve < ear, pharyngeal plexus < pharynx, carotid sinus nerve < neck
temporal branch of facial nerve < face, zygomatic branch of facial nerve < face, buccal branch of facial nerve < face
marginal mandibular branch of facial nerve < face, cervical branch of facial nerve < neck, posterior auricular nerve < neck
transverse cervical nerve < neck, supraclavicular nerve < neck, superior root of ansa cervicalis < neck
inferior root of ansa cervicalis < neck, middle cervical ganglion < neck, inferior cervical ganglion < neck
`;
