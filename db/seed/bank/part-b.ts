// Part B of the starter bank: Gastrointestinal, Hepatobiliary and Pancreas, Genitourinary, Upper Limb,
// Lower Limb and Paediatrics. Answer keys follow the college's marking: a fully specific 2-mark row
// (with side for paired structures), synonyms at the same mark in international or established English
// terminology, and 1-mark rows for the right structure named less specifically or without its side.
// Images come from the scenes in db/seed/images/scenes/part-b.ts.
import type { SeedAnswer, SeedQuestion } from "./types";

const full = (...texts: string[]): SeedAnswer[] => texts.map((text) => ({ text, marks: 2 }));
const part = (...texts: string[]): SeedAnswer[] => texts.map((text) => ({ text, marks: 1 }));

const ENEMA = "Double-contrast barium enema, supine frontal view. Name the arrowed structure.";
const MEAL = "Double-contrast barium meal, frontal view. Name the arrowed structure.";
const CT_ABDOMEN = "Axial contrast-enhanced CT of the abdomen, portal venous phase. Name the arrowed structure.";
const PORTA_US = "Oblique subcostal ultrasound of the porta hepatis. Name the arrowed structure.";
const IVU = "Intravenous urogram, 15-minute frontal film. Name the arrowed structure.";
const FEMALE_PELVIS = "Sagittal T2-weighted MRI of the female pelvis. Name the arrowed structure.";
const WRIST = "PA radiograph of the right wrist. Name the arrowed structure.";
const SHOULDER = "Coronal oblique proton-density fat-saturated MRI of the right shoulder. Name the arrowed structure.";
const KNEE = "Sagittal proton-density MRI of the right knee. Name the arrowed structure.";
const ANKLE = "Lateral radiograph of the right ankle. Name the arrowed structure.";
const PELVIS = "AP radiograph of the pelvis. Name the arrowed structure.";
const INFANT_HIP = "Coronal ultrasound of the right hip in a 6-week-old infant (Graf standard plane). Name the arrowed structure.";
const PYLORUS = "Longitudinal ultrasound of the pylorus in a 5-week-old infant. Name the arrowed structure.";
const CHILD_ELBOW = "AP radiograph of the right elbow in a 9-year-old child. Name the arrowed structure.";

export const questionsB: SeedQuestion[] = [
  /* ---------------------------------------------------------------------------------------------- */
  /* Gastrointestinal                                                                               */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "GI-001",
    title: ENEMA,
    modality: "Fluoroscopy",
    accessLevel: "free_trial",
    categories: ["Gastrointestinal"],
    answers: [...full("splenic flexure", "left colic flexure", "splenic flexure of colon")],
    explanation:
      "The splenic (left colic) flexure is the junction of the transverse and descending colon, tucked under the spleen in the left upper quadrant. It lies higher and more posterior than the hepatic flexure and is often acutely angled, so limbs overlap on a single frontal view and extra obliques are needed. It sits at the watershed between the superior and inferior mesenteric arterial territories (Griffiths' point), which is why ischaemic colitis favours it.",
    image: { scene: "barium-enema-ap", target: "splenicFlexure" },
  },
  {
    code: "GI-002",
    title: MEAL,
    modality: "Fluoroscopy",
    accessLevel: "free_trial",
    categories: ["Gastrointestinal"],
    answers: [
      ...full("duodenal cap", "duodenal bulb", "first part of duodenum", "superior part of duodenum"),
      ...part("duodenum"),
    ],
    explanation:
      "The duodenal cap (bulb) is the smooth, triangular first part of the duodenum just beyond the pylorus; it lacks the feathery folds of the rest of the duodenum. Unlike the remaining duodenum it is intraperitoneal and mobile. Most duodenal ulcers occur here, so the cap must be distended and seen both en face and in profile on every barium meal.",
    image: { scene: "barium-meal-ap", target: "duodenalCap" },
  },
  {
    code: "GI-003",
    title: ENEMA,
    modality: "Fluoroscopy",
    accessLevel: "high_yield",
    categories: ["Gastrointestinal"],
    answers: [...full("terminal ileum"), ...part("ileum")],
    explanation:
      "Barium has refluxed through the ileocaecal valve into the terminal ileum, which enters the medial wall of the caecum from the pelvis. It is narrower than the colon and has no haustra. The terminal ileum is the commonest site of Crohn's disease, so reflux on an enema deserves a careful look; do not confuse it with the appendix, which arises from the caecal pole below the valve and ends blindly.",
    image: { scene: "barium-enema-ap", target: "terminalIleum" },
  },
  {
    code: "GI-004",
    title: MEAL,
    modality: "Fluoroscopy",
    accessLevel: "premium",
    categories: ["Gastrointestinal"],
    answers: [...full("duodenojejunal flexure", "duodenojejunal junction")],
    explanation:
      "The duodenojejunal flexure is where the ascending fourth part of the duodenum turns forwards into the jejunum, held up by the suspensory muscle of the duodenum (ligament of Treitz). On a frontal study it normally lies to the left of the left vertebral pedicle, at or just below the level of the duodenal cap. A flexure that lies low or fails to cross to the left of the spine indicates malrotation, which in a child with bilious vomiting is a surgical emergency.",
    image: { scene: "barium-meal-ap", target: "duodenojejunalFlexure" },
  },
  {
    code: "GI-005",
    title: ENEMA,
    modality: "Fluoroscopy",
    accessLevel: "free_trial",
    categories: ["Gastrointestinal"],
    answers: [...full("appendix", "vermiform appendix")],
    explanation:
      "The vermiform appendix arises from the posteromedial wall of the caecum below the ileocaecal valve, where the three taeniae coli converge. It fills inconsistently on a barium enema, and non-filling alone is not abnormal. Its tip position varies (retrocaecal most often, then pelvic, as here), which explains the varied clinical presentations of appendicitis.",
    image: { scene: "barium-enema-ap", target: "appendix" },
  },
  {
    code: "GI-006",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Gastrointestinal"],
    answers: [
      ...full("second part of duodenum", "descending duodenum", "descending part of duodenum"),
      ...part("duodenum"),
    ],
    explanation:
      "The descending (second) part of the duodenum curves around the lateral side of the pancreatic head, which sits in the duodenal C-loop. The major duodenal papilla, where the common bile duct and main pancreatic duct open, lies on its posteromedial wall. Collapsed and unopacified, it can mimic a pancreatic head mass; oral contrast or water distension separates the two.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "secondPartDuodenum" },
    mock: 1,
  },
  {
    code: "GI-007",
    title: MEAL,
    modality: "Fluoroscopy",
    accessLevel: "premium",
    categories: ["Gastrointestinal"],
    answers: [
      ...full("angular incisure", "incisura angularis", "angular notch"),
      ...part("lesser curvature of stomach", "lesser curvature"),
    ],
    explanation:
      "The angular incisure is the notch on the lesser curvature that marks the junction of the gastric body and the pyloric antrum. It is a standard landmark at barium meal and endoscopy; benign gastric ulcers cluster on the lesser curvature around it. Flattening or loss of the normal angle can be the only sign of an infiltrating tumour.",
    image: { scene: "barium-meal-ap", target: "incisuraAngularis" },
    mock: 2,
  },

  /* ---------------------------------------------------------------------------------------------- */
  /* Hepatobiliary and pancreas                                                                     */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "HPB-001",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "high_yield",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [
      ...full("uncinate process of pancreas", "uncinate process", "pancreatic uncinate process"),
      ...part("head of pancreas", "pancreatic head"),
    ],
    explanation:
      "The uncinate process is the hook-shaped medial extension of the pancreatic head that passes behind the superior mesenteric vein, towards the superior mesenteric artery. Its relationship to these vessels is central to judging the resectability of a pancreatic head cancer. Normally it has a straight or concave, triangular outline; a rounded, convex uncinate process suggests a mass.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "uncinateProcess" },
  },
  {
    code: "HPB-002",
    title: PORTA_US,
    modality: "Ultrasound",
    accessLevel: "free_trial",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("common bile duct", "bile duct", "common duct"), ...part("common hepatic duct")],
    explanation:
      "The common bile duct is the thin anechoic tube running anterior and parallel to the main portal vein, with the right hepatic artery seen in cross-section between them. In most adults it measures no more than about 6 mm, allowing a little more with age and after cholecystectomy. Colour Doppler distinguishes the duct (no flow) from the hepatic artery, which occasionally runs anterior to the duct instead.",
    image: { scene: "liver-ultrasound-porta", target: "commonBileDuct" },
  },
  {
    code: "HPB-003",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("splenic vein", "lienal vein")],
    explanation:
      "The splenic vein runs along the posterior surface of the pancreatic body and tail, from the splenic hilum to join the superior mesenteric vein behind the pancreatic neck at the portal confluence. Its constant course makes it the landmark for the posterior border of the pancreas on CT and ultrasound. The splenic artery runs a tortuous course along the upper border of the gland, so it drifts in and out of the slice rather than forming a continuous tube.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "splenicVein" },
  },
  {
    code: "HPB-004",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "free_trial",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("gallbladder", "gall bladder")],
    explanation:
      "The gallbladder lies in its fossa on the inferior surface of the liver, at the junction of segments IV and V, with its neck pointing towards the porta hepatis. Bile is of near-water attenuation and the normal wall is thin and smooth. A contracted post-prandial gallbladder or a folded fundus (Phrygian cap) can mimic wall thickening or a mass on CT, so correlate with ultrasound.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "gallbladder" },
  },
  {
    code: "HPB-005",
    title: PORTA_US,
    modality: "Ultrasound",
    accessLevel: "free_trial",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("main portal vein", "portal vein", "hepatic portal vein")],
    explanation:
      "The main portal vein is the large anechoic tube running obliquely to the porta hepatis; its walls are brightly echogenic because of the fibrofatty sheath of the portal triad, unlike the hepatic veins. It forms behind the pancreatic neck from the superior mesenteric and splenic veins and normally shows hepatopetal flow (towards the liver) on Doppler. In quiet respiration it normally measures up to about 13 mm.",
    image: { scene: "liver-ultrasound-porta", target: "mainPortalVein" },
  },
  {
    code: "HPB-006",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("gastroduodenal artery")],
    explanation:
      "The gastroduodenal artery arises from the common hepatic artery and descends in front of the pancreatic head, appearing as a bright dot at its anterolateral margin; the common bile duct marks the posterolateral margin. It passes directly behind the first part of the duodenum, which is why a posterior duodenal ulcer can erode into it and bleed massively. Do not confuse it with the superior mesenteric vessels, which lie further medially behind the pancreatic neck.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "gastroduodenalArtery" },
  },
  {
    code: "HPB-007",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("tail of pancreas", "pancreatic tail"), ...part("pancreas")],
    explanation:
      "The pancreatic tail runs towards the splenic hilum within the splenorenal ligament, the only intraperitoneal part of the gland. It usually lies higher than the head, so the whole pancreas is seldom seen on one axial slice. Unopacified jejunal loops or splenic hilar vessels beside it can mimic a tail mass.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "pancreaticTail" },
    mock: 1,
  },
  {
    code: "HPB-008",
    title: PORTA_US,
    modality: "Ultrasound",
    accessLevel: "premium",
    categories: ["Hepatobiliary and Pancreas"],
    answers: [...full("right hepatic artery"), ...part("hepatic artery")],
    explanation:
      "Along the long axis of the common duct, the right hepatic artery is seen in cross-section as a small round anechoic structure passing between the duct in front and the portal vein behind. This crossing is the usual level at which the common duct is measured. Colour Doppler confirms arterial flow, so it is not mistaken for a dilated duct or a stone (it casts no acoustic shadow).",
    image: { scene: "liver-ultrasound-porta", target: "rightHepaticArtery" },
    mock: 2,
  },

  /* ---------------------------------------------------------------------------------------------- */
  /* Genitourinary                                                                                  */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "GU-001",
    title: IVU,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Genitourinary"],
    answers: [...full("right renal pelvis"), ...part("renal pelvis")],
    explanation:
      "The renal pelvis is the funnel-shaped chamber formed where the major calyces meet at the renal hilum; it narrows at the pelviureteric junction into the ureter. Its shape varies widely, and a largely extrarenal pelvis can look baggy without being obstructed, so judge obstruction by the calyces and drainage. The right kidney usually lies slightly lower than the left because of the liver.",
    image: { scene: "ivu-15-minute", target: "rightRenalPelvis" },
  },
  {
    code: "GU-002",
    title: IVU,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Genitourinary"],
    answers: [...full("left ureter"), ...part("ureter")],
    explanation:
      "The ureter runs down over the tips of the lumbar transverse processes, crosses the pelvic brim in front of the sacroiliac joint near the common iliac bifurcation, curves laterally towards the ischial spine and then turns medially into the bladder. Peristalsis means it is rarely opacified along its whole length on one film, so short unfilled segments are normal. Calculi lodge at its three narrowings: the pelviureteric junction, the pelvic brim and the vesicoureteric junction.",
    image: { scene: "ivu-15-minute", target: "leftUreter" },
  },
  {
    code: "GU-003",
    title: IVU,
    modality: "X-ray",
    accessLevel: "high_yield",
    categories: ["Genitourinary"],
    answers: [
      ...full("left upper pole minor calyx", "left minor calyx"),
      ...part("minor calyx", "left renal calyx", "left upper pole calyx"),
    ],
    explanation:
      "Each minor calyx is cupped around a renal papilla, giving the sharp fornices seen on a urogram; several minor calyces drain through an infundibulum into a major calyx. Loss of the cupping (blunting or clubbing) indicates papillary damage, for example from reflux nephropathy, papillary necrosis or obstruction. Polar calyces are often compound, draining several papillae, which is why reflux scarring favours the poles.",
    image: { scene: "ivu-15-minute", target: "leftUpperPoleMinorCalyx" },
  },
  {
    code: "GU-004",
    title: FEMALE_PELVIS,
    modality: "MRI",
    accessLevel: "high_yield",
    categories: ["Genitourinary"],
    answers: [...full("junctional zone", "inner myometrium"), ...part("myometrium")],
    explanation:
      "On T2-weighted images the uterine body has three zones: high-signal endometrium centrally, the low-signal junctional zone (inner myometrium, with more compact smooth muscle and less water) and intermediate-signal outer myometrium. A junctional zone thicker than about 12 mm suggests adenomyosis. The zones are indistinct before puberty and after the menopause, and transient myometrial contractions can mimic focal thickening.",
    image: { scene: "female-pelvis-sagittal-t2", target: "junctionalZone" },
  },
  {
    code: "GU-005",
    title: FEMALE_PELVIS,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Genitourinary"],
    answers: [...full("rectouterine pouch", "pouch of Douglas", "posterior cul-de-sac", "rectouterine excavation")],
    explanation:
      "The rectouterine pouch (of Douglas) is the peritoneal recess between the back of the uterus and posterior vaginal fornix in front and the rectum behind. It is the most dependent part of the female peritoneal cavity, so fluid, blood, pus and peritoneal deposits collect here first. A small amount of free fluid here is physiological in women of reproductive age, especially around ovulation.",
    image: { scene: "female-pelvis-sagittal-t2", target: "rectouterinePouch" },
  },
  {
    code: "GU-006",
    title: CT_ABDOMEN,
    modality: "CT",
    accessLevel: "premium",
    categories: ["Genitourinary"],
    answers: [...full("left renal vein"), ...part("renal vein")],
    explanation:
      "The left renal vein runs from the left renal hilum in front of the aorta, just below the origin of the superior mesenteric artery, to the inferior vena cava. It is therefore much longer than the right renal vein, receives the left gonadal and left adrenal veins, and can be compressed between the superior mesenteric artery and aorta (nutcracker phenomenon). Retroaortic and circumaortic variants matter before retroperitoneal surgery and should be reported.",
    image: { scene: "abdomen-axial-ct-pancreas", target: "leftRenalVein" },
  },
  {
    code: "GU-007",
    title: FEMALE_PELVIS,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Genitourinary"],
    answers: [...full("cervix", "uterine cervix", "cervix of uterus", "cervical stroma"), ...part("uterus")],
    explanation:
      "On T2-weighted MRI the cervix shows a distinctive ring of low-signal fibrous stroma around the high-signal endocervical canal and mucosa, with intermediate-signal smooth muscle outside. Whether this low-signal stromal ring is intact is the key observation in staging cervical cancer: full-thickness disruption suggests parametrial invasion. The cervix projects into the vaginal vault, with the fornices around it.",
    image: { scene: "female-pelvis-sagittal-t2", target: "cervix" },
    mock: 1,
  },

  /* ---------------------------------------------------------------------------------------------- */
  /* Upper limb                                                                                     */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "UL-001",
    title: WRIST,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Upper Limb"],
    answers: [...full("right scaphoid"), ...part("scaphoid")],
    explanation:
      "The scaphoid is the largest bone of the proximal carpal row and bridges the two rows on the radial side. It is foreshortened on a straight PA view, so a scaphoid series adds ulnar-deviated and oblique views. Its blood supply enters distally, so waist and proximal pole fractures risk non-union and avascular necrosis of the proximal fragment; with clinical suspicion and normal radiographs, immobilise and image further (MRI or CT).",
    image: { scene: "wrist-xray-pa", target: "scaphoid" },
  },
  {
    code: "UL-002",
    title: WRIST,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Upper Limb"],
    answers: [...full("right lunate"), ...part("lunate")],
    explanation:
      "The lunate is the central bone of the proximal row, sitting in the lunate fossa of the radius and cupping the head of the capitate. On a normal PA view it is quadrilateral; a triangular 'pie-slice' lunate suggests lunate or perilunate dislocation, confirmed on the lateral view where the lunate tips volarly (the 'spilled teacup'). Avascular necrosis of the lunate is Kienböck disease, associated with negative ulnar variance.",
    image: { scene: "wrist-xray-pa", target: "lunate" },
  },
  {
    code: "UL-003",
    title: WRIST,
    modality: "X-ray",
    accessLevel: "high_yield",
    categories: ["Upper Limb"],
    answers: [
      ...full("hook of right hamate", "right hamate hook", "hamulus of right hamate"),
      ...part("right hamate", "hook of hamate"),
    ],
    explanation:
      "The hook (hamulus) of the hamate projects volarly and is seen end-on on the PA view as a dense cortical ring over the hamate body. An absent or indistinct ring may mean a fracture, typical in golfers and racquet-sport players; a carpal tunnel view or CT is more sensitive. The hook forms the lateral wall of Guyon's canal, and the deep branch of the ulnar nerve curves around it.",
    image: { scene: "wrist-xray-pa", target: "hookOfHamate" },
  },
  {
    code: "UL-004",
    title: WRIST,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Upper Limb"],
    answers: [...full("right trapezium", "right greater multangular"), ...part("trapezium", "greater multangular")],
    explanation:
      "The trapezium is the radial-most bone of the distal carpal row and has a saddle-shaped joint with the base of the first metacarpal, which allows opposition of the thumb. This first carpometacarpal joint is a common site of osteoarthritis. Do not confuse it with the trapezoid, which lies on its ulnar side and carries the second metacarpal: 'the trapezium goes with the thumb'.",
    image: { scene: "wrist-xray-pa", target: "trapezium" },
  },
  {
    code: "UL-005",
    title: SHOULDER,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Upper Limb"],
    answers: [...full("right supraspinatus tendon"), ...part("supraspinatus tendon")],
    explanation:
      "The supraspinatus tendon passes laterally beneath the acromion and over the humeral head to insert on the superior facet of the greater tuberosity. Normal tendon is uniformly low in signal; increased signal on fat-saturated images indicates tendinopathy or a partial tear, and fluid signal crossing its full thickness a full-thickness tear. Most tears start in the critical zone about 1 cm from the insertion; beware magic-angle artefact on short-TE sequences where the tendon curves.",
    image: { scene: "shoulder-mri-coronal-pdfs", target: "supraspinatusTendon" },
  },
  {
    code: "UL-006",
    title: SHOULDER,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Upper Limb"],
    answers: [
      ...full("right superior glenoid labrum", "right superior labrum"),
      ...part("right glenoid labrum", "glenoid labrum", "superior labrum"),
    ],
    explanation:
      "The glenoid labrum is a fibrocartilaginous rim that deepens the glenoid; on coronal images it appears as a low-signal triangle at the superior and inferior glenoid margins. The long head of biceps anchors to the superior labrum and supraglenoid tubercle, so superior labral tears (SLAP lesions) run from anterior to posterior across this anchor. A sublabral recess is a normal variant that can mimic a tear, but it is smooth and follows the glenoid cartilage medially.",
    image: { scene: "shoulder-mri-coronal-pdfs", target: "superiorLabrum" },
    mock: 1,
  },
  {
    code: "UL-007",
    title: WRIST,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Upper Limb"],
    answers: [...full("right pisiform"), ...part("pisiform")],
    explanation:
      "The pisiform is a sesamoid bone in the tendon of flexor carpi ulnaris, lying on the palmar surface of the triquetrum, so on the PA view it is superimposed on the triquetrum as an oval density. It forms the medial wall of Guyon's canal and anchors the pisohamate and pisometacarpal ligaments. It is seen in profile on a supinated oblique or lateral view.",
    image: { scene: "wrist-xray-pa", target: "pisiform" },
    mock: 2,
  },

  /* ---------------------------------------------------------------------------------------------- */
  /* Lower limb                                                                                     */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "LL-001",
    title: KNEE,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Lower Limb"],
    answers: [...full("right anterior cruciate ligament"), ...part("anterior cruciate ligament")],
    explanation:
      "The anterior cruciate ligament runs from the posteromedial surface of the lateral femoral condyle to the anterior intercondylar area of the tibia, roughly parallel to the roof of the intercondylar notch (Blumensaat's line). Unlike the uniformly dark posterior cruciate, it is normally slightly striated, with intermediate signal between its bundles that should not be called a tear. A torn ligament is discontinuous, wavy or flattened, often with bone bruising of the lateral femoral condyle and posterolateral tibial plateau.",
    image: { scene: "knee-mri-sagittal-pd-acl", target: "anteriorCruciateLigament" },
  },
  {
    code: "LL-002",
    title: KNEE,
    modality: "MRI",
    accessLevel: "free_trial",
    categories: ["Lower Limb"],
    answers: [
      ...full("right patellar tendon", "right patellar ligament", "right ligamentum patellae"),
      ...part("patellar tendon", "patellar ligament"),
    ],
    explanation:
      "The patellar tendon (anatomically the patellar ligament, as it joins two bones) runs from the lower pole of the patella to the tibial tuberosity, with the infrapatellar (Hoffa's) fat pad behind it. It is normally uniformly dark and of even thickness; thickening and high signal at its proximal attachment is jumper's knee. In adolescents, fragmentation at the tuberosity is Osgood–Schlatter disease and at the lower patellar pole Sinding-Larsen–Johansson disease.",
    image: { scene: "knee-mri-sagittal-pd-acl", target: "patellarTendon" },
  },
  {
    code: "LL-003",
    title: ANKLE,
    modality: "X-ray",
    accessLevel: "high_yield",
    categories: ["Lower Limb"],
    answers: [
      ...full("right sustentaculum tali"),
      ...part("sustentaculum tali", "right calcaneus", "right os calcis"),
    ],
    explanation:
      "The sustentaculum tali is a shelf projecting from the medial side of the calcaneus that supports the talar neck and carries the middle talocalcaneal facet. On a lateral radiograph it projects over the anterior half of the calcaneus, just below the talus, as a dense horizontal bar. Flexor hallucis longus runs in the groove beneath it, and talocalcaneal coalitions usually involve its middle facet (producing the 'C sign').",
    image: { scene: "ankle-xray-lateral", target: "sustentaculumTali" },
  },
  {
    code: "LL-004",
    title: ANKLE,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Lower Limb"],
    answers: [
      ...full(
        "base of right fifth metatarsal",
        "right fifth metatarsal base",
        "tuberosity of right fifth metatarsal",
        "base of right 5th metatarsal",
      ),
      ...part("right fifth metatarsal", "base of fifth metatarsal"),
    ],
    explanation:
      "The base of the fifth metatarsal and its tuberosity are often caught at the lower edge of a lateral ankle radiograph and must be checked after every inversion injury: peroneus brevis inserts here and avulsion fractures are common. Fractures at the metaphyseal–diaphyseal junction (Jones fractures) heal less well. In adolescents, the apophysis of the tuberosity runs parallel to the shaft, whereas fracture lines are usually transverse.",
    image: { scene: "ankle-xray-lateral", target: "baseOfFifthMetatarsal" },
  },
  {
    code: "LL-005",
    title: PELVIS,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Lower Limb"],
    answers: [...full("right ischial tuberosity"), ...part("ischial tuberosity", "right ischium")],
    explanation:
      "The ischial tuberosity is the thick posteroinferior part of the ischium that bears weight in sitting. It gives origin to the hamstrings (semimembranosus, semitendinosus and the long head of biceps femoris) and attachment to the sacrotuberous ligament. Its apophysis fuses late, in the early twenties, so avulsions occur in adolescent athletes and can look alarmingly aggressive; compare with the other side.",
    image: { scene: "pelvis-xray-ap", target: "rightIschialTuberosity" },
  },
  {
    code: "LL-006",
    title: PELVIS,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Lower Limb"],
    answers: [...full("left anterior inferior iliac spine"), ...part("anterior inferior iliac spine", "left ilium")],
    explanation:
      "The anterior inferior iliac spine lies just above the acetabulum, below and medial to the anterior superior iliac spine. It gives origin to the straight head of rectus femoris and to the iliofemoral ligament, and is avulsed in adolescents in kicking sports. A prominent or low-lying spine can impinge on the femoral neck in flexion (subspine impingement).",
    image: { scene: "pelvis-xray-ap", target: "leftAnteriorInferiorIliacSpine" },
  },
  {
    code: "LL-007",
    title: KNEE,
    modality: "MRI",
    accessLevel: "premium",
    categories: ["Lower Limb"],
    answers: [...full("right posterior cruciate ligament"), ...part("posterior cruciate ligament")],
    explanation:
      "The posterior cruciate ligament runs from the lateral surface of the medial femoral condyle, at the front of the notch, to the posterior intercondylar area of the tibia below the joint line. On sagittal images it is a thick, uniformly low-signal, gently curved band. It is stronger than the anterior cruciate and torn less often, classically by a dashboard injury driving the tibia backwards.",
    image: { scene: "knee-mri-sagittal-pd-pcl", target: "posteriorCruciateLigament" },
    mock: 1,
  },
  {
    code: "LL-008",
    title: PELVIS,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Lower Limb"],
    answers: [
      ...full("right lesser trochanter", "lesser trochanter of right femur"),
      ...part("lesser trochanter", "right femur"),
    ],
    explanation:
      "The lesser trochanter projects posteromedially from the femur at the junction of the neck and shaft and receives the iliopsoas tendon. How much of it shows on an AP radiograph depends on rotation: it is prominent in external rotation and hidden in internal rotation. An isolated avulsion of the lesser trochanter in an adult should prompt a search for an underlying metastasis.",
    image: { scene: "pelvis-xray-ap", target: "rightLesserTrochanter" },
    mock: 2,
  },

  /* ---------------------------------------------------------------------------------------------- */
  /* Paediatrics                                                                                    */
  /* ---------------------------------------------------------------------------------------------- */
  {
    code: "PAE-001",
    title: CHILD_ELBOW,
    modality: "X-ray",
    accessLevel: "free_trial",
    categories: ["Paediatrics", "Upper Limb"],
    answers: [
      ...full("right capitellum", "right capitulum", "ossification centre of right capitellum"),
      ...part("capitellum", "capitulum"),
    ],
    explanation:
      "The capitellum is the first elbow ossification centre to appear, at about 1 year, in the CRITOL order: capitellum, radial head, internal (medial) epicondyle, trochlea, olecranon, lateral epicondyle. It articulates with the radial head, and a line along the radial shaft should pass through it on every view (the radiocapitellar line). On the lateral view the anterior humeral line should pass through its middle third; if it does not, suspect a supracondylar fracture.",
    image: { scene: "child-elbow-xray-ap", target: "capitellum" },
  },
  {
    code: "PAE-002",
    title: INFANT_HIP,
    modality: "Ultrasound",
    accessLevel: "free_trial",
    categories: ["Paediatrics", "Lower Limb"],
    answers: [
      ...full("right femoral head", "cartilaginous right femoral head", "right femoral capital epiphysis"),
      ...part("femoral head"),
    ],
    explanation:
      "In a young infant the femoral head is unossified hyaline cartilage, so it is a round, hypoechoic structure with fine speckles, seated beneath the bony and cartilaginous acetabular roof. The ossific nucleus appears as an echogenic focus between about 2 and 8 months and increasingly shadows deeper structures, limiting ultrasound after about 6 months. How much of the head the bony roof covers (the alpha angle) is the basis of Graf's classification of developmental dysplasia of the hip.",
    image: { scene: "infant-hip-ultrasound-coronal", target: "femoralHead" },
  },
  {
    code: "PAE-003",
    title: PYLORUS,
    modality: "Ultrasound",
    accessLevel: "high_yield",
    categories: ["Paediatrics", "Gastrointestinal"],
    answers: [...full("pyloric muscle", "pyloric sphincter"), ...part("pylorus")],
    explanation:
      "The hypoechoic layer is the circular smooth muscle of the pylorus, lying outside the echogenic mucosa that lines the pyloric canal. In hypertrophic pyloric stenosis a single muscle wall measures more than 3 mm and the canal is longer than about 15–17 mm, failing to open during several minutes of observation. Measure the muscle alone on a true longitudinal section: including mucosa or scanning obliquely overestimates it.",
    image: { scene: "infant-pylorus-ultrasound", target: "pyloricMuscle" },
  },
  {
    code: "PAE-004",
    title: CHILD_ELBOW,
    modality: "X-ray",
    accessLevel: "high_yield",
    categories: ["Paediatrics", "Upper Limb"],
    answers: [
      ...full("right medial epicondyle", "right internal epicondyle", "ossification centre of right medial epicondyle"),
      ...part("medial epicondyle", "internal epicondyle"),
    ],
    explanation:
      "The medial (internal) epicondyle ossification centre appears at about 5 years and is an apophysis for the common flexor origin and the ulnar collateral ligament. It can be avulsed and trapped in the joint after an elbow dislocation; because the CRITOL order is reliable, an apparent trochlear centre with no medial epicondyle in its usual place should be assumed to be the displaced epicondyle. It is one of the last elbow centres to fuse, in mid to late adolescence.",
    image: { scene: "child-elbow-xray-ap", target: "medialEpicondyle" },
  },
  {
    code: "PAE-005",
    title: INFANT_HIP,
    modality: "Ultrasound",
    accessLevel: "premium",
    categories: ["Paediatrics", "Lower Limb"],
    answers: [...full("right acetabular labrum"), ...part("acetabular labrum", "right labrum")],
    explanation:
      "The labrum is the small echogenic triangle at the lateral end of the cartilaginous acetabular roof, sitting on the superolateral surface of the femoral head within the joint capsule. It is one of the three landmarks, with the lower limb of the os ilium and a straight iliac line, that define a valid Graf standard plane. In a decentred dysplastic hip the labrum and cartilaginous roof are pushed upwards or inverted between the head and the acetabulum.",
    image: { scene: "infant-hip-ultrasound-coronal", target: "acetabularLabrum" },
  },
  {
    code: "PAE-006",
    title: INFANT_HIP,
    modality: "Ultrasound",
    accessLevel: "premium",
    categories: ["Paediatrics", "Lower Limb"],
    answers: [
      ...full("right bony acetabular roof", "right acetabular roof"),
      ...part("bony acetabular roof", "acetabular roof", "right acetabulum"),
    ],
    explanation:
      "The bony acetabular roof is the echogenic curved line of the ilium over the femoral head, running from the bony rim laterally to the lower limb of the os ilium deep in the acetabular fossa. The alpha angle, between the baseline along the iliac line and a line along this roof, measures bony coverage: 60° or more is normal (Graf type I). A short, rounded or flattened roof with a low alpha angle indicates dysplasia.",
    image: { scene: "infant-hip-ultrasound-coronal", target: "bonyAcetabularRoof" },
  },
  {
    code: "PAE-007",
    title: CHILD_ELBOW,
    modality: "X-ray",
    accessLevel: "premium",
    categories: ["Paediatrics", "Upper Limb"],
    answers: [
      ...full("right trochlea", "ossification centre of right trochlea", "right trochlear ossification centre"),
      ...part("trochlea"),
    ],
    explanation:
      "The trochlear ossification centre appears at about 8–10 years, often as several small irregular fragments that can be mistaken for a fracture. It lies medial to the capitellum and articulates with the trochlear notch of the ulna. The CRITOL sequence helps: the trochlea should never ossify before the medial epicondyle, so an isolated 'trochlear' fragment without a medial epicondyle suggests an entrapped epicondyle.",
    image: { scene: "child-elbow-xray-ap", target: "trochlea" },
    mock: 2,
  },
];
