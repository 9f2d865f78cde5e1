// Part A of the starter bank: Neuroanatomy, Head and Neck, Spine, Thorax, Cardiac and Vascular.
// Answer keys follow the college's marking: a fully specific 2-mark row (with side for paired
// structures, segment for vessels), synonyms at the same mark, and 1-mark rows only where an
// examiner would give 1 for a less specific but correct answer.
import type { SeedQuestion } from "./types";

const T2_BRAIN = "Axial T2-weighted MRI of the brain. Name the arrowed structure.";
const T1_SAG_BRAIN = "Midline sagittal T1-weighted MRI of the brain. Name the arrowed structure.";
const CT_NECK = "Axial contrast-enhanced CT of the neck at the level of the hyoid bone. Name the arrowed structure.";
const CT_SINUS = "Coronal CT of the paranasal sinuses, bone window. Name the arrowed structure.";
const T2_LUMBAR = "Sagittal T2-weighted MRI of the lumbar spine. Name the arrowed structure.";
const XR_CSPINE = "Lateral radiograph of the cervical spine. Name the arrowed structure.";
const CXR = "PA chest radiograph. Name the arrowed structure.";
const CT_THORAX = "Axial contrast-enhanced CT of the thorax, mediastinal window. Name the arrowed structure.";
const CT_HEART = "Axial ECG-gated contrast-enhanced CT of the heart. Name the arrowed structure.";
const CTCA = "Axial image from a CT coronary angiogram. Name the arrowed structure.";
const MRA_COW =
  "Axial maximum intensity projection from a time-of-flight MR angiogram of the circle of Willis. Name the arrowed structure.";
const DSA_ARCH =
  "Digital subtraction arch aortogram, left anterior oblique projection. Name the arrowed structure.";

export const questionsA: SeedQuestion[] = [
  // ── Neuroanatomy ────────────────────────────────────────────────────────────────────────────
  {
    code: "NEU-001",
    title: T2_BRAIN,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "head of right caudate nucleus", marks: 2 },
      { text: "right caudate nucleus head", marks: 2 },
      { text: "right caudate head", marks: 2 },
      { text: "right caudate nucleus", marks: 1 },
      { text: "caudate nucleus", marks: 1 },
    ],
    explanation:
      "The head of the caudate nucleus forms the lateral wall of the frontal horn of the lateral ventricle and is separated from the lentiform nucleus by the anterior limb of the internal capsule. On T2 it follows grey-matter signal, brighter than the surrounding white matter. Remember the radiological convention: the structure on the left of the image is the patient's right. Flattening of the caudate heads with ballooned frontal horns is the classic appearance of Huntington's disease.",
    image: { scene: "brain-axial-t2-basal-ganglia", target: "rightCaudateHead" },
  },
  {
    code: "NEU-002",
    title: T2_BRAIN,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "left putamen", marks: 2 },
      { text: "left lentiform nucleus", marks: 1 },
      { text: "left lenticular nucleus", marks: 1 },
      { text: "putamen", marks: 1 },
    ],
    explanation:
      "The putamen is the larger, lateral part of the lentiform nucleus, bounded laterally by the external capsule, claustrum and insula. It has grey-matter signal on T2, whereas the globus pallidus medial to it is darker because of physiological iron deposition. 'Lentiform nucleus' is less specific when the arrow sits on the lateral segment. The putamen is the commonest site of hypertensive intracerebral haemorrhage.",
    image: { scene: "brain-axial-t2-basal-ganglia", target: "leftPutamen" },
  },
  {
    code: "NEU-003",
    title: T2_BRAIN,
    modality: "MRI",
    accessLevel: "high_yield",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "posterior limb of right internal capsule", marks: 2 },
      { text: "right internal capsule posterior limb", marks: 2 },
      { text: "right internal capsule", marks: 1 },
      { text: "posterior limb of internal capsule", marks: 1 },
    ],
    explanation:
      "The internal capsule forms a chevron pointing medially: the anterior limb lies between the caudate head and the lentiform nucleus, the genu at the level of the foramen of Monro, and the posterior limb between the thalamus and the lentiform nucleus. The posterior limb carries the corticospinal tract and thalamocortical sensory fibres, so small infarcts here cause a dense contralateral hemiparesis. The corticospinal tract can look faintly T2 bright in the posterior limb as a normal finding; do not call it pathology.",
    image: { scene: "brain-axial-t2-basal-ganglia", target: "rightInternalCapsulePosteriorLimb" },
  },
  {
    code: "NEU-004",
    title: T1_SAG_BRAIN,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "splenium of corpus callosum", marks: 2 },
      { text: "corpus callosum splenium", marks: 2 },
      { text: "splenium", marks: 2 },
      { text: "corpus callosum", marks: 1 },
    ],
    explanation:
      "The splenium is the thick, bulbous posterior end of the corpus callosum, lying above the pineal gland and quadrigeminal cistern; the rostrum, genu and body lie in front of it. Its fibres (the forceps major) connect the occipital lobes. On a midline sagittal T1 the corpus callosum is a bright white-matter arc outlined by dark CSF. The splenium is a favoured site for diffuse axonal injury and for transient cytotoxic lesions.",
    image: { scene: "brain-sagittal-t1-midline", target: "spleniumCorpusCallosum" },
  },
  {
    code: "NEU-005",
    title: T1_SAG_BRAIN,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "cerebral aqueduct", marks: 2 },
      { text: "aqueduct of sylvius", marks: 2 },
      { text: "sylvian aqueduct", marks: 2 },
      { text: "mesencephalic aqueduct", marks: 2 },
    ],
    explanation:
      "The cerebral aqueduct is the narrow CSF channel through the midbrain, joining the third ventricle to the fourth, with the tectal plate behind it and the tegmentum in front. On sagittal T1 it is a thin dark line running down and back from the posterior third ventricle. Aqueduct stenosis gives hydrocephalus of the lateral and third ventricles with a normal-sized fourth ventricle. On T2 the aqueduct often shows a flow void, which should not be mistaken for a lesion.",
    image: { scene: "brain-sagittal-t1-midline", target: "cerebralAqueduct" },
  },
  {
    code: "NEU-006",
    title: T1_SAG_BRAIN,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "optic chiasm", marks: 2 },
      { text: "optic chiasma", marks: 2 },
    ],
    explanation:
      "The optic chiasm lies in the suprasellar cistern above the diaphragma sellae, in front of the infundibulum, with the lamina terminalis and optic recess of the third ventricle just above and behind it. On midline sagittal T1 it is a short band of intermediate signal running slightly upwards as it passes backwards. Do not confuse it with the pituitary stalk, which runs down and forwards from the tuber cinereum to the gland. Upward growth of a pituitary macroadenoma compresses the crossing nasal fibres, giving a bitemporal hemianopia.",
    image: { scene: "brain-sagittal-t1-midline", target: "opticChiasm" },
  },
  {
    code: "NEU-007",
    title: T2_BRAIN,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "left thalamus", marks: 2 },
      { text: "thalamus", marks: 1 },
    ],
    explanation:
      "The thalami are paired ovoid grey-matter masses on either side of the slit-like third ventricle, medial to the posterior limb of the internal capsule. The lentiform nucleus lies lateral to the internal capsule, so use the capsule to tell the two apart. On T2 the thalamus is slightly darker than cortex. Bilateral thalamic signal change should prompt thoughts of deep cerebral venous thrombosis or artery of Percheron infarction.",
    image: { scene: "brain-axial-t2-basal-ganglia", target: "leftThalamus" },
    mock: 1,
  },
  {
    code: "NEU-008",
    title: T1_SAG_BRAIN,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Neuroanatomy"],
    answers: [
      { text: "fourth ventricle", marks: 2 },
      { text: "4th ventricle", marks: 2 },
    ],
    explanation:
      "The fourth ventricle lies between the pons and upper medulla in front and the cerebellar vermis behind, tent-shaped on sagittal images with its apex (the fastigium) pointing into the vermis. It receives CSF through the aqueduct and drains through the median aperture (foramen of Magendie) and lateral apertures (foramina of Luschka). A small or effaced fourth ventricle is an important sign of mass effect in the posterior fossa.",
    image: { scene: "brain-sagittal-t1-midline", target: "fourthVentricle" },
    mock: 2,
  },

  // ── Head and Neck ───────────────────────────────────────────────────────────────────────────
  {
    code: "HN-001",
    title: CT_NECK,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Head and Neck"],
    answers: [
      { text: "right submandibular gland", marks: 2 },
      { text: "submandibular gland", marks: 1 },
    ],
    explanation:
      "The submandibular gland sits in the submandibular triangle, wrapping around the free posterior border of mylohyoid, with the facial vein across its superficial surface. On contrast-enhanced CT it enhances slightly more than muscle and lies anterior to the sternocleidomastoid and lateral to the hyoid. Its duct (Wharton's duct) runs forwards from the deep part to open beside the frenulum. Do not confuse it with a level Ib lymph node, which is smaller, oval and separate from the gland.",
    image: { scene: "neck-axial-ct-hyoid", target: "rightSubmandibularGland" },
  },
  {
    code: "HN-002",
    title: CT_NECK,
    modality: "CT",
    accessLevel: "high_yield",
    categories: ["Head and Neck", "Vascular"],
    answers: [
      { text: "left internal jugular vein", marks: 2 },
      { text: "internal jugular vein", marks: 1 },
    ],
    explanation:
      "Within the carotid sheath the internal jugular vein lies lateral to the internal carotid artery, with the vagus nerve behind and between them, all deep to sternocleidomastoid. It is usually oval, often asymmetrical (the right is commonly larger) and enhances slightly less than the arteries. The external jugular vein, by contrast, runs superficially on the outer surface of sternocleidomastoid.",
    image: { scene: "neck-axial-ct-hyoid", target: "leftInternalJugularVein" },
  },
  {
    code: "HN-003",
    title: CT_NECK,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Head and Neck"],
    answers: [
      { text: "left vallecula", marks: 2 },
      { text: "left epiglottic vallecula", marks: 2 },
      { text: "vallecula", marks: 1 },
    ],
    explanation:
      "The valleculae are paired air-filled recesses between the tongue base and the lingual surface of the epiglottis, separated in the midline by the median glosso-epiglottic fold. On axial CT at the hyoid level they appear as symmetrical air pockets in front of the curved epiglottis. The piriform fossae are different: they lie lower, lateral to the aryepiglottic folds. Fish bones and vallecular cysts are found here, and asymmetry may indicate a tongue base tumour.",
    image: { scene: "neck-axial-ct-hyoid", target: "leftVallecula" },
  },
  {
    code: "HN-004",
    title: CT_SINUS,
    modality: "CT",
    accessLevel: "high_yield",
    categories: ["Head and Neck"],
    answers: [
      { text: "left uncinate process", marks: 2 },
      { text: "left uncinate process of ethmoid", marks: 2 },
      { text: "uncinate process", marks: 1 },
    ],
    explanation:
      "The uncinate process is a thin hook of ethmoid bone projecting upwards and backwards from the lateral nasal wall. It forms the medial wall of the ethmoidal infundibulum, which carries maxillary sinus drainage up to the hiatus semilunaris and middle meatus, together making up the ostiomeatal unit. It is the first structure removed at functional endoscopic sinus surgery (uncinectomy), and where its upper end attaches (lamina papyracea, skull base or middle turbinate) determines how the frontal sinus drains.",
    image: { scene: "sinus-coronal-ct", target: "leftUncinateProcess" },
  },
  {
    code: "HN-005",
    title: CT_SINUS,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Head and Neck"],
    answers: [
      { text: "right middle turbinate", marks: 2 },
      { text: "right middle nasal concha", marks: 2 },
      { text: "right middle concha", marks: 2 },
      { text: "middle turbinate", marks: 1 },
      { text: "middle nasal concha", marks: 1 },
    ],
    explanation:
      "The middle turbinate is part of the ethmoid bone and hangs into the nasal cavity from the skull base lateral to the cribriform plate, with the middle meatus and ostiomeatal unit lateral to it. The inferior turbinate is a separate, larger bone attached lower down on the lateral nasal wall. A pneumatised middle turbinate (concha bullosa) is a common normal variant that can narrow the middle meatus.",
    image: { scene: "sinus-coronal-ct", target: "rightMiddleTurbinate" },
  },
  {
    code: "HN-006",
    title: "Transverse ultrasound of the anterior neck. Name the arrowed structure.",
    modality: "Ultrasound",
    accessLevel: "free_trial",
    categories: ["Head and Neck"],
    answers: [
      { text: "thyroid isthmus", marks: 2 },
      { text: "isthmus of thyroid gland", marks: 2 },
      { text: "isthmus of thyroid", marks: 2 },
      { text: "thyroid gland", marks: 1 },
    ],
    explanation:
      "The isthmus is the band of thyroid tissue crossing in front of the second to fourth tracheal rings, joining the two lobes. On ultrasound it is homogeneous and more echogenic than the hypoechoic strap muscles in front of it, while the trachea behind shows a bright curved air interface with reverberation and shadowing. The common carotid arteries lie posterolateral to the lobes and the oesophagus usually peeps out behind the left lobe, which should not be mistaken for a nodule.",
    image: { scene: "thyroid-us-transverse", target: "thyroidIsthmus" },
  },
  {
    code: "HN-007",
    title: "Frontal image from a barium swallow. Name the arrowed structure.",
    modality: "Fluoroscopy",
    accessLevel: "premium",
    categories: ["Head and Neck"],
    answers: [
      { text: "left piriform fossa", marks: 2 },
      { text: "left piriform sinus", marks: 2 },
      { text: "left pyriform fossa", marks: 2 },
      { text: "left pyriform sinus", marks: 2 },
      { text: "piriform fossa", marks: 1 },
      { text: "piriform sinus", marks: 1 },
    ],
    explanation:
      "The piriform fossae are recesses of the hypopharynx lying lateral to the aryepiglottic folds and medial to the thyroid cartilage laminae. On a frontal barium view they are paired pear-shaped collections below the valleculae that taper down to the pharyngo-oesophageal segment at about C5–C6. The valleculae are higher and smaller, at the tongue base. Persistent asymmetry of the piriform fossae may indicate a hypopharyngeal tumour, though head rotation can mimic it.",
    image: { scene: "pharynx-barium-swallow-ap", target: "leftPiriformFossa" },
    mock: 1,
  },
  {
    code: "HN-008",
    title: CT_SINUS,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Head and Neck"],
    answers: [
      { text: "left lamina papyracea", marks: 2 },
      { text: "left orbital plate of ethmoid", marks: 2 },
      { text: "lamina papyracea", marks: 1 },
      { text: "left medial orbital wall", marks: 1 },
      { text: "medial wall of left orbit", marks: 1 },
    ],
    explanation:
      "The lamina papyracea is the paper-thin orbital plate of the ethmoid bone, forming most of the medial orbital wall and separating the ethmoid air cells from the orbit and medial rectus. Infection spreads easily across it, so ethmoid sinusitis is the usual source of a subperiosteal orbital abscess in children. Dehiscence or medial bowing must be reported before sinus surgery because of the risk of orbital entry.",
    image: { scene: "sinus-coronal-ct", target: "leftLaminaPapyracea" },
    mock: 2,
  },

  // ── Spine ───────────────────────────────────────────────────────────────────────────────────
  {
    code: "SPN-001",
    title: T2_LUMBAR,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Spine"],
    answers: [
      { text: "conus medullaris", marks: 2 },
      { text: "spinal cord", marks: 1 },
    ],
    explanation:
      "The conus medullaris is the tapered lower end of the spinal cord, normally ending at about L1–L2 in adults; a tip below L2–L3 suggests a low-lying or tethered cord. On sagittal T2 it is a grey, cone-shaped structure within bright CSF, continuing as the thin filum terminale and surrounded by the roots of the cauda equina. Count the level carefully from the sacrum or the last rib-bearing vertebra, as transitional anatomy is common.",
    image: { scene: "spine-lumbar-sagittal-t2", target: "conusMedullaris" },
  },
  {
    code: "SPN-002",
    title: T2_LUMBAR,
    modality: "MRI",
    accessLevel: "high_yield",
    categories: ["Spine"],
    answers: [
      { text: "ligamentum flavum", marks: 2 },
      { text: "ligamenta flava", marks: 2 },
    ],
    explanation:
      "The ligamentum flavum joins the laminae of adjacent vertebrae and forms the posterior boundary of the spinal canal at each interlaminar level. On sagittal MRI it is a low-signal band directly behind the thecal sac and epidural fat at disc level. It is rich in elastin; thickening and buckling with age contributes to lumbar canal stenosis. Do not confuse it with the posterior longitudinal ligament, which runs down the back of the vertebral bodies in front of the sac.",
    image: { scene: "spine-lumbar-sagittal-t2", target: "ligamentumFlavumL4L5" },
  },
  {
    code: "SPN-003",
    title: T2_LUMBAR,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Spine"],
    answers: [
      { text: "basivertebral vein", marks: 2 },
      { text: "basivertebral venous plexus", marks: 2 },
    ],
    explanation:
      "The basivertebral veins drain the vertebral body marrow and leave through a foramen in the middle of the posterior cortex to join the anterior internal vertebral venous plexus. On sagittal MRI they form a horizontal T2-bright channel entering the back of the body at mid-height, with a small notch in the posterior cortex. This notch is normal and must not be mistaken for a fracture line on CT or MRI.",
    image: { scene: "spine-lumbar-sagittal-t2", target: "basivertebralVeinL3" },
  },
  {
    code: "SPN-004",
    title: XR_CSPINE,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Spine"],
    answers: [
      { text: "dens", marks: 2 },
      { text: "odontoid process", marks: 2 },
      { text: "odontoid peg", marks: 2 },
      { text: "c2", marks: 1 },
      { text: "axis", marks: 1 },
    ],
    explanation:
      "The dens (odontoid process) projects upwards from the body of C2 behind the anterior arch of the atlas, held against it by the transverse ligament. On the lateral view the atlanto-dental interval should be no more than 3 mm in adults (5 mm in children). Overlapping structures such as the posterior arch of C1 or the teeth can mimic a fracture line across its base, so look for cortical breaks and soft-tissue swelling.",
    image: { scene: "cspine-lateral-xray", target: "dens" },
  },
  {
    code: "SPN-005",
    title: XR_CSPINE,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Spine"],
    answers: [
      { text: "anterior arch of atlas", marks: 2 },
      { text: "anterior arch of c1", marks: 2 },
      { text: "c1 anterior arch", marks: 2 },
      { text: "atlas anterior arch", marks: 2 },
      { text: "atlas", marks: 1 },
      { text: "c1", marks: 1 },
    ],
    explanation:
      "The anterior arch of the atlas is the small oval ring of bone in front of the dens; its anterior tubercle gives attachment to longus colli. The atlanto-dental interval is measured from the back of the anterior arch to the front of the dens. A bilateral fracture of the anterior and posterior arches (Jefferson fracture) is best shown on the open-mouth view or CT, but prevertebral swelling at C1–C2 on the lateral view is a clue.",
    image: { scene: "cspine-lateral-xray", target: "anteriorArchAtlas" },
  },
  {
    code: "SPN-006",
    title: T2_LUMBAR,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Spine"],
    answers: [
      { text: "cauda equina", marks: 2 },
      { text: "lumbosacral nerve roots", marks: 1 },
    ],
    explanation:
      "Below the conus the lumbar and sacral nerve roots descend within the thecal sac as the cauda equina, seen as thin dark strands in bright CSF on T2. In the supine patient they lie dependently in the posterior part of the sac. Clumping of the roots suggests arachnoiditis, and effacement of the CSF around them by a disc or mass at any level should prompt urgent assessment for cauda equina syndrome.",
    image: { scene: "spine-lumbar-sagittal-t2", target: "caudaEquina" },
  },
  {
    code: "SPN-007",
    title: XR_CSPINE,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Spine"],
    answers: [
      { text: "spinous process of c7", marks: 2 },
      { text: "c7 spinous process", marks: 2 },
      { text: "spinous process of vertebra prominens", marks: 2 },
      { text: "c7", marks: 1 },
      { text: "vertebra prominens", marks: 1 },
    ],
    explanation:
      "C7 (the vertebra prominens) has the longest cervical spinous process, which is usually not bifid and is palpable at the base of the neck. Count down from C2, which is easy to identify by its dens and large spinous process. An adequate lateral view must include the C7–T1 junction; if the shoulders obscure it, a swimmer's view or CT is needed. Avulsion of the C7 or T1 spinous process is the clay-shoveller's fracture.",
    image: { scene: "cspine-lateral-xray", target: "c7SpinousProcess" },
    mock: 2,
  },

  // ── Thorax ──────────────────────────────────────────────────────────────────────────────────
  {
    code: "THX-001",
    title: CXR,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Thorax"],
    answers: [
      { text: "aortic arch", marks: 2 },
      { text: "aortic knuckle", marks: 2 },
      { text: "arch of aorta", marks: 2 },
      { text: "aortic knob", marks: 2 },
      { text: "aorta", marks: 1 },
    ],
    explanation:
      "The aortic arch, seen end-on, forms the rounded 'knuckle' at the upper left mediastinal border, above the pulmonary trunk; the aortopulmonary window lies between the two. The trachea is normally displaced slightly to the right at this level. Loss of a clear knuckle outline suggests an adjacent left upper lobe or mediastinal abnormality, and a knuckle on the right raises the possibility of a right-sided arch.",
    image: { scene: "chest-xray-pa", target: "aorticKnuckle" },
  },
  {
    code: "THX-002",
    title: CXR,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Thorax"],
    answers: [
      { text: "horizontal fissure", marks: 2 },
      { text: "minor fissure", marks: 2 },
    ],
    explanation:
      "The horizontal fissure separates the right upper lobe from the right middle lobe and runs laterally from the right hilum at about the level of the fourth anterior rib. It is seen as a thin line on roughly half of normal PA films. It is displaced upwards in right upper lobe collapse and downwards in middle lobe collapse, which makes it a useful marker of volume loss. The left lung has no horizontal fissure.",
    image: { scene: "chest-xray-pa", target: "horizontalFissure" },
  },
  {
    code: "THX-003",
    title: CXR,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Thorax"],
    answers: [
      { text: "carina", marks: 2 },
      { text: "tracheal bifurcation", marks: 2 },
      { text: "bifurcation of trachea", marks: 2 },
    ],
    explanation:
      "The carina is the ridge at the bifurcation of the trachea into the main bronchi, at about the level of T4–T5 on a PA film. The right main bronchus is shorter, wider and more vertical than the left, which is why aspirated material favours the right lower lobe. Splaying of the carinal angle suggests left atrial enlargement or subcarinal lymphadenopathy.",
    image: { scene: "chest-xray-pa", target: "carina" },
  },
  {
    code: "THX-004",
    title: CXR,
    modality: "X-ray",
    accessLevel: "high_yield",
    categories: ["Thorax", "Cardiac"],
    answers: [
      { text: "right atrium", marks: 2 },
      { text: "right atrial border", marks: 2 },
      { text: "right heart border", marks: 1 },
    ],
    explanation:
      "On a PA radiograph the right heart border is formed by the right atrium, with the superior vena cava above it. The right ventricle is anterior and does not form a border on the frontal view. Loss of the right heart border (a silhouette sign) indicates disease in the adjacent medial segment of the right middle lobe, whereas lower lobe consolidation obscures the hemidiaphragm instead.",
    image: { scene: "chest-xray-pa", target: "rightAtrium" },
  },
  {
    code: "THX-005",
    title: CT_THORAX,
    modality: "CT",
    accessLevel: "high_yield",
    categories: ["Thorax", "Vascular"],
    answers: [{ text: "azygos vein", marks: 2 }],
    explanation:
      "The azygos vein ascends on the right anterolateral aspect of the thoracic vertebral bodies, to the right of the oesophagus and behind the right main bronchus, then arches forwards over the right main bronchus at about T4 to join the back of the superior vena cava. On a single axial slice it can look like a small lymph node in the azygo-oesophageal recess, so follow it on adjacent images. It enlarges in caval obstruction and in azygos continuation of the inferior vena cava.",
    image: { scene: "thorax-axial-ct-pulmonary-trunk", target: "azygosVein" },
  },
  {
    code: "THX-006",
    title: CT_THORAX,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Thorax"],
    answers: [
      { text: "left main bronchus", marks: 2 },
      { text: "left main stem bronchus", marks: 2 },
      { text: "left principal bronchus", marks: 2 },
    ],
    explanation:
      "The left main bronchus is longer (about 5 cm) and more horizontal than the right. It passes below the aortic arch, in front of the oesophagus and descending aorta, with the left pulmonary artery hooking over it to reach the left hilum. Below the carina the two main bronchi are seen as separate air-filled rings either side of the subcarinal space, where lymph nodes and an enlarged left atrium are sought.",
    image: { scene: "thorax-axial-ct-pulmonary-trunk", target: "leftMainBronchus" },
  },
  {
    code: "THX-007",
    title: CT_THORAX,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Thorax", "Vascular"],
    answers: [
      { text: "right pulmonary artery", marks: 2 },
      { text: "pulmonary artery", marks: 1 },
    ],
    explanation:
      "The right pulmonary artery arises from the bifurcation of the pulmonary trunk and runs to the right, passing behind the ascending aorta and superior vena cava and in front of the right main bronchus. It is longer and more horizontal than the left pulmonary artery, which instead arches over the left main bronchus. Central filling defects in either artery on CT pulmonary angiography indicate pulmonary embolism.",
    image: { scene: "thorax-axial-ct-pulmonary-trunk", target: "rightPulmonaryArtery" },
    mock: 1,
  },

  // ── Cardiac ─────────────────────────────────────────────────────────────────────────────────
  {
    code: "CAR-001",
    title: CT_HEART,
    modality: "CT",
    accessLevel: "high_yield",
    categories: ["Cardiac"],
    answers: [
      { text: "moderator band", marks: 2 },
      { text: "septomarginal trabecula", marks: 2 },
    ],
    explanation:
      "The moderator band is a muscular band crossing the right ventricular cavity near the apex, from the lower interventricular septum to the base of the anterior papillary muscle, and it carries the right bundle branch. It is a defining feature of the morphological right ventricle, which helps in congenital heart disease. It should not be mistaken for a thrombus or mass in the right ventricle.",
    image: { scene: "heart-axial-ct-four-chamber", target: "moderatorBand" },
  },
  {
    code: "CAR-002",
    title: CT_HEART,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Cardiac"],
    answers: [
      { text: "interventricular septum", marks: 2 },
      { text: "ventricular septum", marks: 2 },
    ],
    explanation:
      "The interventricular septum separates the left and right ventricles. It is mostly muscular, with a small membranous part high up just below the aortic valve, where most ventricular septal defects occur. On axial CT it runs obliquely from the anterior interventricular groove to the crux. It normally bows towards the right ventricle; flattening or bowing towards the left ventricle suggests right ventricular pressure or volume overload.",
    image: { scene: "heart-axial-ct-four-chamber", target: "interventricularSeptum" },
  },
  {
    code: "CAR-003",
    title: CT_HEART,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Cardiac"],
    answers: [{ text: "left atrium", marks: 2 }],
    explanation:
      "The left atrium is the most posterior cardiac chamber, lying directly in front of the oesophagus and descending aorta and receiving the four pulmonary veins. This relationship explains why left atrial enlargement indents the oesophagus on a barium swallow and splays the carina. The left atrial appendage, projecting anterolaterally, is the usual site of thrombus in atrial fibrillation.",
    image: { scene: "heart-axial-ct-four-chamber", target: "leftAtrium" },
  },
  {
    code: "CAR-004",
    title: CTCA,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Cardiac", "Vascular"],
    answers: [
      { text: "proximal left anterior descending artery", marks: 2 },
      { text: "proximal anterior interventricular artery", marks: 2 },
      { text: "left anterior descending artery", marks: 1 },
      { text: "anterior interventricular artery", marks: 1 },
    ],
    explanation:
      "The left anterior descending (anterior interventricular) artery arises from the bifurcation of the left main stem and runs forwards to the left of the right ventricular outflow tract into the anterior interventricular groove, giving diagonal and septal branches. The proximal segment runs from its origin to the first major branch. On axial images the circumflex artery turns the other way, backwards beneath the left atrial appendage into the left atrioventricular groove.",
    image: { scene: "ctca-axial-left-main", target: "proximalLeftAnteriorDescending" },
  },
  {
    code: "CAR-005",
    title: CTCA,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Cardiac", "Vascular"],
    answers: [
      { text: "proximal left circumflex artery", marks: 2 },
      { text: "proximal circumflex artery", marks: 2 },
      { text: "left circumflex artery", marks: 1 },
      { text: "circumflex artery", marks: 1 },
    ],
    explanation:
      "The circumflex artery arises from the left main stem and runs backwards in the left atrioventricular groove, beneath the left atrial appendage, giving obtuse marginal branches to the lateral wall of the left ventricle. The great cardiac vein runs alongside it and is less dense in the arterial phase; do not mistake one for the other. In left-dominant circulations the circumflex also supplies the posterior descending artery.",
    image: { scene: "ctca-axial-left-main", target: "proximalCircumflex" },
  },
  {
    code: "CAR-006",
    title: CT_HEART,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Cardiac"],
    answers: [
      { text: "anterior mitral valve leaflet", marks: 2 },
      { text: "anterior leaflet of mitral valve", marks: 2 },
      { text: "anterior mitral leaflet", marks: 2 },
      { text: "anterior cusp of mitral valve", marks: 2 },
      { text: "aortic leaflet of mitral valve", marks: 2 },
      { text: "mitral valve", marks: 1 },
    ],
    explanation:
      "The anterior (aortic) leaflet of the mitral valve is the larger leaflet, in fibrous continuity with the aortic valve, and separates left ventricular inflow from the outflow tract. The posterior leaflet is shorter and attached to the lateral annulus. Systolic anterior motion of this leaflet towards the septum causes outflow obstruction in hypertrophic cardiomyopathy.",
    image: { scene: "heart-axial-ct-four-chamber", target: "anteriorMitralLeaflet" },
    mock: 1,
  },
  {
    code: "CAR-007",
    title: CTCA,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Cardiac", "Vascular"],
    answers: [
      { text: "left main coronary artery", marks: 2 },
      { text: "left main stem", marks: 2 },
      { text: "left coronary artery", marks: 2 },
    ],
    explanation:
      "The left main stem arises from the left coronary sinus of the aortic root and passes leftwards between the right ventricular outflow tract in front and the left atrium behind. After 5–15 mm it divides into the left anterior descending and circumflex arteries, sometimes trifurcating with a ramus intermedius. Significant left main stenosis is prognostically important, and an anomalous left coronary course between the aorta and pulmonary trunk is a recognised cause of sudden death.",
    image: { scene: "ctca-axial-left-main", target: "leftMainStem" },
    mock: 2,
  },

  // ── Vascular ────────────────────────────────────────────────────────────────────────────────
  {
    code: "VAS-001",
    title: MRA_COW,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Vascular", "Neuroanatomy"],
    answers: [
      { text: "left middle cerebral artery m1 segment", marks: 2 },
      { text: "left middle cerebral artery sphenoidal segment", marks: 2 },
      { text: "left middle cerebral artery horizontal segment", marks: 2 },
      { text: "left middle cerebral artery", marks: 1 },
      { text: "middle cerebral artery", marks: 1 },
    ],
    explanation:
      "The M1 (sphenoidal or horizontal) segment of the middle cerebral artery runs laterally from the internal carotid terminus towards the limen insulae, and most middle cerebral arteries divide into M2 trunks near its end. The lateral lenticulostriate arteries arise from M1, so M1 occlusion causes basal ganglia as well as cortical infarction. Segment level matters in the exam: the M2 (insular) segments run over the insula and the M3 branches over the opercula.",
    image: { scene: "cow-mra", target: "leftM1" },
  },
  {
    code: "VAS-002",
    title: MRA_COW,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Vascular", "Neuroanatomy"],
    answers: [{ text: "basilar artery", marks: 2 }],
    explanation:
      "The basilar artery is formed by the union of the two vertebral arteries at the pontomedullary junction and ascends in the prepontine cistern in front of the pons. It ends in the interpeduncular cistern by dividing into the posterior cerebral arteries, with the superior cerebellar arteries arising just below. On an axial MIP it lies in the midline behind the dorsum sellae, where the converging vertebral arteries help confirm it.",
    image: { scene: "cow-mra", target: "basilar" },
  },
  {
    code: "VAS-003",
    title: MRA_COW,
    modality: "MRI",
    accessLevel: "high_yield",
    categories: ["Vascular", "Neuroanatomy"],
    answers: [
      { text: "right anterior cerebral artery a1 segment", marks: 2 },
      { text: "right anterior cerebral artery precommunicating segment", marks: 2 },
      { text: "right anterior cerebral artery", marks: 1 },
      { text: "anterior cerebral artery", marks: 1 },
    ],
    explanation:
      "The A1 (precommunicating) segment of the anterior cerebral artery runs medially and forwards from the internal carotid terminus, above the optic nerve and chiasm, to the anterior communicating artery. Beyond the anterior communicating artery the A2 segments run up in the interhemispheric fissure. A1 hypoplasia is a common variant and is associated with anterior communicating artery aneurysms.",
    image: { scene: "cow-mra", target: "rightA1" },
  },
  {
    code: "VAS-004",
    title: DSA_ARCH,
    modality: "Angiography",
    accessLevel: "premium",
    categories: ["Vascular"],
    answers: [
      { text: "left common carotid artery", marks: 2 },
      { text: "common carotid artery", marks: 1 },
    ],
    explanation:
      "In the usual arrangement the arch gives three branches from right to left: the brachiocephalic trunk, the left common carotid artery and the left subclavian artery. The left anterior oblique projection opens out the arch so that the origins are seen separately. The commonest variant is a shared origin of the brachiocephalic trunk and left common carotid artery (the so-called bovine arch), which matters for catheter selection.",
    image: { scene: "aortic-arch-dsa-lao", target: "leftCommonCarotid" },
  },
  {
    code: "VAS-005",
    title: DSA_ARCH,
    modality: "Angiography",
    accessLevel: "free_trial",
    categories: ["Vascular"],
    answers: [
      { text: "brachiocephalic trunk", marks: 2 },
      { text: "brachiocephalic artery", marks: 2 },
      { text: "innominate artery", marks: 2 },
    ],
    explanation:
      "The brachiocephalic trunk is the first and largest branch of the aortic arch. It runs upwards and to the right to divide behind the right sternoclavicular joint into the right subclavian and right common carotid arteries. There is no left brachiocephalic artery, only a left brachiocephalic vein, so a side is not needed for the artery.",
    image: { scene: "aortic-arch-dsa-lao", target: "brachiocephalicTrunk" },
  },
  {
    code: "VAS-006",
    title: MRA_COW,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Vascular", "Neuroanatomy"],
    answers: [
      { text: "right posterior communicating artery", marks: 2 },
      { text: "posterior communicating artery", marks: 1 },
    ],
    explanation:
      "The posterior communicating artery joins the internal carotid artery to the posterior cerebral artery at the junction of its P1 and P2 segments, running backwards just above the oculomotor nerve. That relationship explains why a posterior communicating artery aneurysm presents with a painful third nerve palsy. A 'fetal' posterior cerebral artery, supplied mainly through a large posterior communicating artery with a small P1, is a common variant.",
    image: { scene: "cow-mra", target: "rightPComm" },
    mock: 1,
  },
  {
    code: "VAS-007",
    title: DSA_ARCH,
    modality: "Angiography",
    accessLevel: "premium",
    categories: ["Vascular"],
    answers: [
      { text: "left vertebral artery v1 segment", marks: 2 },
      { text: "left vertebral artery pre-foraminal segment", marks: 2 },
      { text: "left vertebral artery prevertebral segment", marks: 2 },
      { text: "left vertebral artery", marks: 1 },
    ],
    explanation:
      "The vertebral artery is usually the first branch of the subclavian artery, arising from its upper surface. The V1 (pre-foraminal) segment runs from the origin up to the transverse foramen, normally of C6; V2 is the foraminal segment, V3 loops over the atlas and V4 is intradural. In about 5% of people the left vertebral artery arises directly from the arch between the left common carotid and left subclavian arteries.",
    image: { scene: "aortic-arch-dsa-lao", target: "leftVertebralV1" },
    mock: 2,
  },
];
