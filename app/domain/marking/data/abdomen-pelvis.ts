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
// Nodes, the smaller parts of the gut, liver, kidney and pelvic organs.
export const ABDOMEN_PELVIS_MORE = `
## node · ta2
para-aortic node < retroperitoneum, paracaval node < retroperitoneum, aortocaval node < retroperitoneum
retrocaval node < retroperitoneum, coeliac node < abdomen, superior mesenteric node < abdomen, inferior mesenteric node < abdomen
portocaval node < abdomen, porta hepatis node < liver, cystic node = node of lund < gallbladder
gastrohepatic ligament node < lesser omentum, mesenteric node < mesentery, mesorectal node < rectum
common iliac node < pelvis, external iliac node < pelvis, internal iliac node < pelvis, obturator node < pelvis
presacral node < pelvis, inguinal node < groin, superficial inguinal node < groin, deep inguinal node = node of cloquet < groin
pancreaticoduodenal node < pancreas, splenic hilar node < spleen, gastric node < stomach, ileocolic node < colon

## region · ta2
groin < abdomen, right iliac fossa < abdomen, left iliac fossa < abdomen, epigastrium < abdomen, hypogastrium < abdomen
right upper quadrant < abdomen, left upper quadrant < abdomen, umbilical region < abdomen, lumbar region < abdomen
lesser pelvis = true pelvis < pelvis, greater pelvis = false pelvis < pelvis, pelvic inlet < pelvis, pelvic outlet < pelvis
prevesical space < pelvis, paravesical space < pelvis, perirectal space < pelvis, pararectal fossa < pelvis
supramesocolic compartment < peritoneal cavity, inframesocolic compartment < peritoneal cavity
right subhepatic space < peritoneal cavity, left subhepatic space < peritoneal cavity, right subphrenic space < peritoneal cavity
left subphrenic space < peritoneal cavity, gastrosplenic recess < peritoneal cavity, superior recess of lesser sac < lesser sac
inferior recess of lesser sac < lesser sac, splenic recess of lesser sac < lesser sac, paraduodenal fossa < peritoneal cavity
ileocaecal recess < peritoneal cavity, intersigmoid recess < peritoneal cavity, retrocaecal recess < peritoneal cavity
hesselbach triangle = inguinal triangle < anterior abdominal wall, lumbar triangle < posterior abdominal wall
superior lumbar triangle = grynfeltt triangle < posterior abdominal wall, inferior lumbar triangle = petit triangle < posterior abdominal wall
urogenital triangle < perineum, anal triangle < perineum, superficial perineal pouch < perineum, deep perineal pouch < perineum
alcock canal = pudendal canal < perineum, spigelian fascia < anterior abdominal wall

## part · ta2
gastric cardia < stomach, gastric fundus < stomach, gastric body < stomach
prepyloric antrum < stomach, pyloric sphincter < stomach, gastric rugae < stomach, incisura angularis of stomach < stomach
duodenal cap < duodenum, superior duodenal flexure < duodenum, inferior duodenal flexure < duodenum
duodenojejunal flexure < small bowel, second part of duodenum < duodenum, third part of duodenum < duodenum
valvulae conniventes = plicae circulares < small bowel, ileocaecal junction < large bowel, caecal pole < caecum
base of appendix < appendix, tip of appendix < appendix, appendiceal orifice < caecum, sigmoid loop < sigmoid colon
rectal ampulla < rectum, valve of houston = transverse rectal fold < rectum, upper rectum < rectum, mid rectum < rectum
low rectum < rectum, anal verge < anal canal, dentate line = pectinate line < anal canal, anal columns < anal canal
intersphincteric space < anal canal, anorectal angle < large bowel, haustral fold < colon, omental appendix = appendix epiploica < colon
right hemiliver < liver, left hemiliver < liver, right anterior section < liver, right posterior section < liver
left lateral section < liver, left medial section < liver, riedel lobe < liver, hepatic hilum < liver
fissure for ligamentum venosum < liver, fissure for ligamentum teres < liver, gallbladder fossa < liver, interlobar fissure of liver < liver
hepatic dome < liver, bare area < liver, ampulla of vater = hepatopancreatic ampulla < duodenum, sphincter of oddi < duodenum
common channel < biliary tree, intrahepatic bile duct < liver, extrahepatic bile duct < biliary tree, right posterior duct < liver
right anterior duct < liver, hepatic duct confluence < liver, cystic duct insertion < biliary tree, distal common bile duct < biliary tree
intrapancreatic common bile duct < pancreas, pancreatic genu < pancreas, pancreatic isthmus < pancreas, ventral pancreas < pancreas
dorsal pancreas < pancreas, annular pancreas < pancreas, splenic upper pole < spleen, splenic lower pole < spleen, splenic cleft < spleen
upper pole of kidney < kidney, lower pole of kidney < kidney, interpolar region of kidney < kidney, renal capsule < kidney
renal column of bertin = column of bertin < kidney, renal lobe < kidney, renal lobule < kidney, infundibulum of calyx < kidney
fornix of calyx < kidney, pelvicalyceal system < kidney, extrarenal pelvis < kidney, duplex kidney < kidney
proximal ureter < ureter, mid ureter < ureter, distal ureter < ureter, ureteric orifice < bladder, intramural ureter < ureter
ureteric jet < bladder, bladder base < bladder, bladder wall < bladder, interureteric ridge < bladder, bladder apex < bladder
urachal remnant < bladder, internal urethral sphincter < urethra, external urethral meatus < urethra, bulbar urethra < urethra
navicular fossa of urethra < urethra, verumontanum = seminal colliculus < prostatic urethra, prostatic utricle < prostate
prostatic apex < prostate, prostatic base < prostate, prostatic capsule < prostate, periprostatic fat < prostate
neurovascular bundle of prostate < prostate, seminal vesicle duct < seminal vesicle, ampulla of vas deferens < vas deferens
appendix testis < testis, appendix epididymis < epididymis, rete testis < testis, body of epididymis < epididymis
bulb of penis < penis, crus of penis < penis, tunica albuginea of penis < penis, buck fascia < penis, suspensory ligament of penis < penis
uterine cavity < uterus, cervical canal < cervix, endocervix < cervix, ectocervix < cervix, nabothian cyst < cervix
uterine isthmus = lower uterine segment < uterus, uterine cornu < uterus, parametrium < uterus, fimbria of uterine tube < uterine tube
infundibulum of uterine tube < uterine tube, interstitial part of uterine tube < uterine tube, ovarian follicle < ovary
corpus luteum < ovary, ovarian cortex < ovary, ovarian medulla < ovary, ovarian hilum < ovary, vaginal vault < vagina
lateral fornix of vagina < vagina, vaginal introitus < vagina, hymen < vagina, bartholin gland = greater vestibular gland < perineum
skene gland = paraurethral gland < perineum, clitoris < perineum, labium majus < perineum, labium minus < perineum
mons pubis < pelvis, adrenal body < adrenal gland, adrenal cortex < adrenal gland, adrenal medulla < adrenal gland
root of mesentery < mesentery, small bowel mesentery < mesentery, mesosalpinx < broad ligament
mesovarium < broad ligament, mesometrium < broad ligament, transverse mesocolon root < transverse mesocolon
arcuate line of rectus sheath < anterior abdominal wall
semilunar line < anterior abdominal wall, umbilical ring < anterior abdominal wall
preperitoneal fat < anterior abdominal wall, extraperitoneal fat < abdomen, anterior renal fascia < kidney, posterior renal fascia < kidney
lateroconal fascia < retroperitoneum, bridging septa < kidney, psoas sheath < posterior abdominal wall

## artery · ta2
accessory left hepatic artery < liver, replaced right hepatic artery < liver, replaced left hepatic artery < liver
middle hepatic artery < liver, segment iv artery < liver, right gastroomental artery < stomach
posterior gastric artery < stomach, dorsal pancreatic artery < pancreas, great pancreatic artery < pancreas
transverse pancreatic artery < pancreas, anterior superior pancreaticoduodenal artery < pancreas
posterior superior pancreaticoduodenal artery < pancreas, anterior inferior pancreaticoduodenal artery < pancreas
posterior inferior pancreaticoduodenal artery < pancreas, supraduodenal artery < duodenum, retroduodenal artery < duodenum
arc of riolan = meandering mesenteric artery < colon, arc of buhler < abdomen, vasa recta < small bowel
superior suprarenal artery < adrenal gland, inferior suprarenal artery < adrenal gland, capsular artery of kidney < kidney
interlobular artery of kidney < kidney, ureteric artery < ureter, fourth lumbar artery < abdomen
cremasteric artery < spermatic cord, artery to vas deferens < spermatic cord, deep artery of penis = cavernosal artery < penis
dorsal artery of penis < penis, bulbourethral artery < penis, perineal artery < perineum, prostatic artery < prostate
anterior division of internal iliac artery < pelvis, posterior division of internal iliac artery < pelvis
ovarian branch of uterine artery < uterus, arcuate artery of uterus < uterus, radial artery of uterus < uterus
spiral artery < uterus, corona mortis < pelvis

## vein · ta2
umbilical vein < liver, recanalised paraumbilical vein < liver, short gastric vein < stomach, right gastroepiploic vein < stomach
gastrocolic trunk = trunk of henle < abdomen, first jejunal vein < small bowel, ileocolic vein < colon, middle colic vein < colon
right colic vein < colon, left colic vein < colon, sigmoid vein < colon, superior rectal vein < rectum, middle rectal vein < rectum
inferior rectal vein < anal canal, pancreaticoduodenal vein < pancreas, posterior superior pancreaticoduodenal vein < pancreas
cystic vein < gallbladder, accessory hepatic vein < liver, inferior right hepatic vein < liver, umbilical portion of left portal vein < liver
right anterior portal vein < liver, right posterior portal vein < liver, main portal vein < liver, retroaortic left renal vein < abdomen
circumaortic left renal vein < abdomen, inferior phrenic vein < abdomen, lumbar vein < abdomen, median sacral vein < pelvis
left gonadal vein < abdomen, right gonadal vein < abdomen, deep dorsal vein of penis < penis, vesical venous plexus < bladder
uterine venous plexus < uterus, ovarian venous plexus < pelvis, rectal venous plexus < rectum, presacral venous plexus < pelvis
infrarenal inferior vena cava < abdomen, suprarenal inferior vena cava < abdomen, intrahepatic inferior vena cava < liver
hepatic segment of inferior vena cava < liver, left inferior vena cava < abdomen, duplicated inferior vena cava < abdomen

## nerve · ta2
anterior vagal trunk < oesophagus, posterior vagal trunk < oesophagus, coeliac ganglion < abdomen, aorticorenal ganglion < abdomen
superior mesenteric ganglion < abdomen, inferior mesenteric ganglion < abdomen, pelvic splanchnic nerve < pelvis
sacral splanchnic nerve < pelvis, ganglion impar < pelvis, cavernous nerve < penis, dorsal nerve of penis < penis
perineal nerve < perineum, inferior rectal nerve < anal canal, iliohypogastric nerve anterior cutaneous branch < anterior abdominal wall

## muscle · ta2
dartos < scrotum, compressor urethrae < perineum, sphincter urethrovaginalis < perineum
suspensory muscle of duodenum < duodenum, muscularis propria < gut, longitudinal muscle of rectum < rectum
conjoint longitudinal muscle < anal canal

## region · ta2
gut < abdomen
`;
