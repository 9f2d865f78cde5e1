// The abdomen and pelvis: gut, liver, biliary tree, pancreas, spleen, kidneys, vessels, pelvic organs,
// peritoneum and walls (./../structures.ts).
export const ABDOMEN_PELVIS = `
## region · ta2
abdomen, pelvis, peritoneal cavity < abdomen, retroperitoneum < abdomen, perineum < pelvis
anterior abdominal wall < abdomen, posterior abdominal wall < abdomen, lesser sac = omental bursa < peritoneal cavity
greater sac < peritoneal cavity, epiploic foramen = foramen of winslow < peritoneal cavity
hepatorenal recess = morison pouch < peritoneal cavity, subphrenic space < peritoneal cavity
right paracolic gutter < peritoneal cavity, left paracolic gutter < peritoneal cavity
rectouterine pouch = pouch of douglas < pelvis, rectovesical pouch < pelvis, vesicouterine pouch < pelvis
anterior pararenal space < retroperitoneum, perirenal space < retroperitoneum, posterior pararenal space < retroperitoneum
ischioanal fossa = ischiorectal fossa < perineum, presacral space < pelvis, retropubic space = space of retzius < pelvis
inguinal canal < anterior abdominal wall, deep inguinal ring < inguinal canal, superficial inguinal ring < inguinal canal
femoral canal < thigh, porta hepatis < liver, splenic hilum < spleen, renal hilum < kidney

## part · ta2
stomach < abdomen, fundus of stomach < stomach, body of stomach < stomach, gastric antrum < stomach
pylorus < stomach, pyloric canal < stomach, cardia < stomach, greater curvature < stomach, lesser curvature < stomach
angular incisure < stomach, gastro-oesophageal junction < stomach, duodenum < small bowel
duodenal bulb < duodenum, jejunum < small bowel, ileum < small bowel, terminal ileum < ileum
small bowel = small intestine < abdomen, large bowel = large intestine < abdomen, ileocaecal valve < large bowel
caecum < large bowel, appendix = vermiform appendix < caecum, ascending colon < colon, transverse colon < colon
descending colon < colon, sigmoid colon < colon, colon < large bowel, rectum < large bowel, anal canal < large bowel
hepatic flexure = right colic flexure < colon, splenic flexure = left colic flexure < colon
rectosigmoid junction < large bowel, anorectal junction < large bowel, taenia coli < colon, haustra < colon
major duodenal papilla < duodenum, minor duodenal papilla < duodenum
liver < abdomen, right lobe of liver < liver, left lobe of liver < liver, caudate lobe < liver, quadrate lobe < liver
caudate process < caudate lobe, papillary process < caudate lobe, bare area of liver < liver, glisson capsule < liver
gallbladder < liver, fundus of gallbladder < gallbladder, neck of gallbladder < gallbladder, body of gallbladder < gallbladder
hartmann pouch < gallbladder, spiral valve of heister < cystic duct
pancreas < abdomen, head of pancreas < pancreas, uncinate process of pancreas < pancreas, neck of pancreas < pancreas
body of pancreas < pancreas, tail of pancreas < pancreas, spleen < abdomen, splenule = accessory spleen < abdomen
kidney < retroperitoneum, renal cortex < kidney, renal medulla < kidney, renal pyramid < kidney, renal column < kidney
renal papilla < kidney, minor calyx < kidney, major calyx < kidney, renal pelvis < kidney, renal sinus < kidney
pelviureteric junction < kidney, ureter < retroperitoneum, vesicoureteric junction < bladder
bladder = urinary bladder < pelvis, trigone of bladder < bladder, dome of bladder < bladder, bladder neck < bladder
urethra < pelvis, prostatic urethra < urethra, membranous urethra < urethra, spongy urethra = penile urethra < urethra
prostate < pelvis, peripheral zone of prostate < prostate, transition zone of prostate < prostate
central zone of prostate < prostate, anterior fibromuscular stroma < prostate, seminal vesicle < pelvis
testis < scrotum, epididymis < scrotum, head of epididymis < epididymis, tail of epididymis < epididymis
mediastinum testis < testis, tunica albuginea < testis, tunica vaginalis < scrotum, scrotum < perineum
spermatic cord < inguinal canal, penis < perineum, corpus cavernosum < penis, corpus spongiosum < penis, glans penis < penis
uterus < pelvis, fundus of uterus < uterus, body of uterus < uterus, cervix = cervix of uterus < uterus
endometrium < uterus, myometrium < uterus, junctional zone < uterus, internal os < cervix, external os < cervix
uterine tube = fallopian tube < pelvis, ampulla of uterine tube < uterine tube, isthmus of uterine tube < uterine tube
ovary < pelvis, vagina < pelvis, posterior fornix of vagina < vagina, anterior fornix of vagina < vagina
adrenal gland = suprarenal gland < retroperitoneum, body of adrenal gland < adrenal gland
medial limb of adrenal gland < adrenal gland, lateral limb of adrenal gland < adrenal gland
greater omentum < peritoneal cavity, lesser omentum < peritoneal cavity, mesentery < peritoneal cavity
transverse mesocolon < peritoneal cavity, sigmoid mesocolon < peritoneal cavity, mesoappendix < appendix
anal sphincter < anal canal, internal anal sphincter < anal canal, external anal sphincter < anal canal
linea alba < anterior abdominal wall, linea semilunaris < anterior abdominal wall, umbilicus < anterior abdominal wall
rectus sheath < anterior abdominal wall, transversalis fascia < anterior abdominal wall, mesorectal fascia < rectum
mesorectum < rectum, perirenal fat < kidney, renal fascia = gerota fascia < kidney

## ligament · ta2
falciform ligament < liver, ligamentum teres = round ligament of liver < liver, ligamentum venosum < liver
coronary ligament of liver < liver, left triangular ligament < liver, right triangular ligament < liver
hepatoduodenal ligament < lesser omentum, hepatogastric ligament < lesser omentum, gastrosplenic ligament < spleen
splenorenal ligament = lienorenal ligament < spleen, gastrocolic ligament < greater omentum, phrenicocolic ligament < colon
broad ligament < uterus, round ligament of uterus < uterus, ovarian ligament < ovary, suspensory ligament of ovary < ovary
uterosacral ligament < uterus, cardinal ligament < uterus, inguinal ligament < anterior abdominal wall
lacunar ligament < pelvis, pectineal ligament < pelvis, median umbilical ligament < bladder, medial umbilical ligament < anterior abdominal wall
suspensory ligament of duodenum = ligament of treitz < duodenum

## duct · ta2
common bile duct < biliary tree, common hepatic duct < biliary tree, cystic duct < biliary tree
right hepatic duct < liver, left hepatic duct < liver, main pancreatic duct = duct of wirsung < pancreas
accessory pancreatic duct = duct of santorini < pancreas, vas deferens = ductus deferens < spermatic cord
ejaculatory duct < prostate, urachus < bladder

## region · ta2
biliary tree < liver

## artery · ta2
coeliac trunk < abdominal aorta, common hepatic artery < coeliac trunk, proper hepatic artery < liver
right hepatic artery < liver, left hepatic artery < liver, cystic artery < gallbladder, splenic artery < coeliac trunk
left gastric artery < coeliac trunk, right gastric artery < stomach, gastroduodenal artery < common hepatic artery
right gastroepiploic artery < stomach, left gastroepiploic artery < stomach, short gastric artery < stomach
superior pancreaticoduodenal artery < pancreas, inferior pancreaticoduodenal artery < pancreas
superior mesenteric artery < abdominal aorta, inferior mesenteric artery < abdominal aorta, middle colic artery < colon
right colic artery < colon, ileocolic artery < colon, left colic artery < colon, sigmoid artery < colon
superior rectal artery < rectum, middle rectal artery < rectum, inferior rectal artery < anal canal, jejunal artery < jejunum
ileal artery < ileum, appendicular artery < appendix, marginal artery of drummond < colon
renal artery < kidney, accessory renal artery < kidney, segmental renal artery < kidney, interlobar artery < kidney
arcuate artery of kidney < kidney, inferior phrenic artery < abdomen, middle suprarenal artery < adrenal gland
gonadal artery < abdomen, testicular artery < spermatic cord, ovarian artery < pelvis, lumbar artery < abdomen
median sacral artery < pelvis, common iliac artery < pelvis, internal iliac artery < pelvis, external iliac artery < pelvis
superior gluteal artery < pelvis, inferior gluteal artery < pelvis, internal pudendal artery < pelvis
obturator artery < pelvis, uterine artery < uterus, vaginal artery < vagina, superior vesical artery < bladder
inferior vesical artery < bladder, iliolumbar artery < pelvis, lateral sacral artery < pelvis
inferior epigastric artery < anterior abdominal wall, superior epigastric artery < anterior abdominal wall
deep circumflex iliac artery < pelvis, umbilical artery < pelvis, aortic bifurcation < abdominal aorta

## vein · ta2
inferior vena cava < abdomen, portal vein = hepatic portal vein < liver, right portal vein < liver, left portal vein < liver
splenic vein < spleen, superior mesenteric vein < abdomen, inferior mesenteric vein < abdomen
portal confluence = splenoportal confluence < abdomen, left gastric vein < stomach
right hepatic vein < liver, middle hepatic vein < liver, left hepatic vein < liver, renal vein < kidney
left renal vein < abdomen, right renal vein < abdomen, gonadal vein < abdomen, testicular vein < spermatic cord
ovarian vein < pelvis, pampiniform plexus < spermatic cord, left suprarenal vein < adrenal gland
right suprarenal vein < adrenal gland, common iliac vein < pelvis, internal iliac vein < pelvis
external iliac vein < pelvis, ascending lumbar vein < abdomen, paraumbilical vein < liver
inferior epigastric vein < anterior abdominal wall, uterine vein < uterus, prostatic venous plexus < prostate

## nerve · ta2
coeliac plexus < abdomen, superior hypogastric plexus < pelvis, inferior hypogastric plexus < pelvis
lumbar plexus < posterior abdominal wall, sacral plexus < pelvis, pudendal nerve < pelvis, obturator nerve < pelvis
femoral nerve < pelvis, genitofemoral nerve < posterior abdominal wall, ilioinguinal nerve < anterior abdominal wall
iliohypogastric nerve < anterior abdominal wall, lateral cutaneous nerve of thigh = lateral femoral cutaneous nerve < pelvis
lumbosacral trunk < pelvis, sciatic nerve < pelvis

## muscle · ta2
rectus abdominis < anterior abdominal wall, external oblique < anterior abdominal wall
internal oblique < anterior abdominal wall, transversus abdominis < anterior abdominal wall, pyramidalis < anterior abdominal wall
cremaster < spermatic cord, iliacus < pelvis, iliopsoas < pelvis, piriformis < pelvis, obturator internus < pelvis
obturator externus < pelvis, coccygeus = ischiococcygeus < pelvic floor, levator ani < pelvic floor
puborectalis < levator ani; pelvic floor, pubococcygeus < levator ani; pelvic floor, iliococcygeus < levator ani; pelvic floor
bulbospongiosus < perineum, ischiocavernosus < perineum, superficial transverse perineal < perineum
deep transverse perineal < perineum, external urethral sphincter < urethra, detrusor < bladder

## region · ta2
pelvic floor < pelvis, perineal body < perineum, urogenital diaphragm < perineum, anococcygeal body < perineum

## bone · ta2
hip bone = innominate bone = os coxae < pelvis, ilium < hip bone, ischium < hip bone, pubis = pubic bone < hip bone

## part · ta2
iliac crest < ilium, iliac wing = ala of ilium < ilium, anterior superior iliac spine < ilium
anterior inferior iliac spine < ilium, posterior superior iliac spine < ilium, posterior inferior iliac spine < ilium
iliac fossa < ilium, greater sciatic notch < hip bone, lesser sciatic notch < hip bone, ischial spine < ischium
ischial tuberosity < ischium, ischial ramus < ischium, superior pubic ramus < pubis, inferior pubic ramus < pubis
pubic tubercle < pubis, body of pubis < pubis, iliopectineal line = arcuate line of ilium < hip bone
acetabulum < hip bone, acetabular roof < acetabulum, acetabular fossa < acetabulum, anterior column of acetabulum < acetabulum
posterior column of acetabulum < acetabulum, teardrop < acetabulum, obturator foramen < hip bone
obturator canal < pelvis, greater sciatic foramen < pelvis, lesser sciatic foramen < pelvis, pelvic brim < pelvis

## joint · ta2
pubic symphysis < pelvis, sacroiliac joint < pelvis

## ligament · ta2
sacrospinous ligament < pelvis, sacrotuberous ligament < pelvis, anterior sacroiliac ligament < sacroiliac joint
interosseous sacroiliac ligament < sacroiliac joint, posterior sacroiliac ligament < sacroiliac joint
`;
