// The chest: airways, lungs, pleura, mediastinum, heart and great vessels (./../structures.ts).
export const THORAX = `
## region · ta2
thorax = chest, mediastinum < thorax, superior mediastinum < mediastinum, anterior mediastinum < mediastinum
middle mediastinum < mediastinum, posterior mediastinum < mediastinum, pleural cavity < thorax
lung < thorax, right lung < thorax, left lung < thorax, heart < middle mediastinum
aortopulmonary window < mediastinum, azygo-oesophageal recess < mediastinum, retrosternal space < mediastinum
pericardial recess < pericardium, superior pericardial recess < pericardium, oblique pericardial sinus < pericardium
transverse pericardial sinus < pericardium, costophrenic recess = costophrenic angle < pleural cavity
cardiophrenic angle < thorax

## part · ta2
upper lobe < lung, middle lobe < right lung, lower lobe < lung, lingula < left lung
horizontal fissure < right lung, oblique fissure < lung, azygos fissure < right lung, azygos lobe < right lung
visceral pleura < lung, parietal pleura < thorax, pulmonary ligament = inferior pulmonary ligament < lung
hilum of lung < lung, secondary pulmonary lobule < lung, acinus < lung
carina < trachea, right main bronchus < lung, left main bronchus < lung, bronchus intermedius < right lung
right upper lobe bronchus < right lung, middle lobe bronchus < right lung, right lower lobe bronchus < right lung
left upper lobe bronchus < left lung, left lower lobe bronchus < left lung, lingular bronchus < left lung
pericardium < heart, fibrous pericardium < pericardium, serous pericardium < pericardium
myocardium < heart, endocardium < heart, epicardium < heart, epicardial fat < heart
right atrium < heart, left atrium < heart, right ventricle < heart, left ventricle < heart
crista terminalis < right atrium; heart, fossa ovalis < interatrial septum; heart, limbus of fossa ovalis < interatrial septum
eustachian valve = valve of inferior vena cava < right atrium, thebesian valve = valve of coronary sinus < right atrium
pectinate muscles < atrium, right atrial appendage = right auricle < right atrium; heart
left atrial appendage = left auricle < left atrium; heart, sinus venarum < right atrium
moderator band = septomarginal trabecula < right ventricle; heart, infundibulum of right ventricle = conus arteriosus < right ventricle
supraventricular crest < right ventricle, trabeculae carneae < ventricle
papillary muscle < ventricle, anterolateral papillary muscle < left ventricle, posteromedial papillary muscle < left ventricle
chordae tendineae < heart, interatrial septum < heart, interventricular septum < heart
membranous septum < interventricular septum, muscular septum < interventricular septum
apex of heart = cardiac apex < heart, left ventricular outflow tract < left ventricle, right ventricular outflow tract < right ventricle
tricuspid valve = right atrioventricular valve < heart, mitral valve = left atrioventricular valve = bicuspid valve < heart
aortic valve < heart, pulmonary valve < heart, anterior mitral leaflet < mitral valve, posterior mitral leaflet < mitral valve
septal leaflet of tricuspid valve < tricuspid valve, anterior leaflet of tricuspid valve < tricuspid valve
posterior leaflet of tricuspid valve < tricuspid valve, right coronary cusp < aortic valve, left coronary cusp < aortic valve
non-coronary cusp < aortic valve, mitral annulus < mitral valve, tricuspid annulus < tricuspid valve
sinoatrial node < right atrium, atrioventricular node < right atrium, bundle of his = atrioventricular bundle < heart
aortic root < aorta, sinotubular junction < aorta, aortic sinus = sinus of valsalva < aortic root
aortic isthmus < aorta, ductus bump = ductus diverticulum < aorta

## artery · ta2
aorta, ascending aorta < aorta, aortic arch = arch of aorta < aorta, descending aorta < aorta
descending thoracic aorta = thoracic aorta < aorta, abdominal aorta < aorta
pulmonary trunk < heart, right pulmonary artery < lung, left pulmonary artery < lung
brachiocephalic trunk < aortic arch, left common carotid artery < aortic arch, left subclavian artery < aortic arch
right subclavian artery < brachiocephalic trunk, right common carotid artery < brachiocephalic trunk
internal thoracic artery < thorax, bronchial artery < lung, posterior intercostal artery < thorax
anterior intercostal artery < thorax, pericardiophrenic artery < thorax, superior phrenic artery < thorax
right coronary artery < heart, left coronary artery < heart, circumflex artery < heart
anterior interventricular artery = left anterior descending artery < heart
posterior interventricular artery = posterior descending artery < heart
sinoatrial nodal artery < heart, atrioventricular nodal artery < heart, conus artery < heart
obtuse marginal artery < heart, acute marginal artery < heart, diagonal artery < heart, septal perforator < heart
aberrant right subclavian artery = arteria lusoria < thorax

## vein · ta2
superior vena cava < thorax, right brachiocephalic vein < thorax, left brachiocephalic vein < thorax
azygos vein < thorax, arch of azygos vein = azygos arch < thorax, hemiazygos vein < thorax
accessory hemiazygos vein < thorax, internal thoracic vein < thorax, posterior intercostal vein < thorax
superior intercostal vein < thorax, left superior intercostal vein < thorax, pulmonary vein < lung
right superior pulmonary vein < right lung, right inferior pulmonary vein < right lung
left superior pulmonary vein < left lung, left inferior pulmonary vein < left lung
coronary sinus < heart, great cardiac vein < heart, middle cardiac vein < heart, small cardiac vein < heart
anterior cardiac vein < heart, persistent left superior vena cava < thorax

## duct · ta2
thoracic duct < thorax, right lymphatic duct < thorax, ductus arteriosus < thorax, cisterna chyli < abdomen

## ligament · ta2
ligamentum arteriosum = arterial ligament < thorax, sternopericardial ligament < thorax

## nerve · ta2
left recurrent laryngeal nerve < thorax, right recurrent laryngeal nerve < neck, intercostal nerve < thorax
greater splanchnic nerve < thorax, lesser splanchnic nerve < thorax, cardiac plexus < heart, pulmonary plexus < lung

## gland · ta2
thymus < anterior mediastinum, breast = mammary gland < chest wall

## bone · ta2
sternum < chest wall, manubrium < sternum, body of sternum < sternum, xiphoid process < sternum
rib < chest wall, first rib < chest wall, cervical rib < neck, costal cartilage < chest wall
head of rib < rib, neck of rib < rib, tubercle of rib < rib, costal groove < rib
clavicle < shoulder girdle, scapula < shoulder girdle

## joint · ta2
sternoclavicular joint < chest wall, manubriosternal joint < sternum, xiphisternal joint < sternum
costochondral junction < chest wall, sternocostal joint < chest wall

## part · ta2
sternal angle = angle of louis < sternum, suprasternal notch = jugular notch < sternum

## muscle · ta2
pectoralis major < chest wall, pectoralis minor < chest wall, serratus anterior < chest wall
external intercostal < chest wall, internal intercostal < chest wall, innermost intercostal < chest wall
subclavius < chest wall, transversus thoracis < chest wall, diaphragm < thorax; abdomen
right crus of diaphragm < diaphragm, left crus of diaphragm < diaphragm, central tendon of diaphragm < diaphragm
median arcuate ligament < diaphragm, medial arcuate ligament < diaphragm, lateral arcuate ligament < diaphragm
latissimus dorsi < back, rhomboid major < back, rhomboid minor < back
serratus posterior superior < back, serratus posterior inferior < back

## region · usage
chest wall < thorax, back, oesophageal hiatus < diaphragm, aortic hiatus < diaphragm, caval opening < diaphragm
`;
