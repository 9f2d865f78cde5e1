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
// Nodes, the oesophagus, the breast and the smaller parts of the chest.
export const THORAX_MORE = `
## node · ta2
subcarinal node = station 7 node < mediastinum, aortopulmonary node = station 5 node < mediastinum
para-aortic node of mediastinum = station 6 node < mediastinum, lower paratracheal node < mediastinum
upper paratracheal node < mediastinum, hilar node < lung, interlobar node < lung, paraoesophageal node < mediastinum
internal mammary node = parasternal node < chest wall, axillary node < axilla, level i axillary node < axilla
level ii axillary node < axilla, level iii axillary node = infraclavicular node < axilla, intramammary node < breast
sentinel node < axilla, retrocrural node < thorax, paracardiac node < thorax, prevascular node < mediastinum

## part · ta2
cervical oesophagus < oesophagus, thoracic oesophagus < oesophagus, abdominal oesophagus < oesophagus
upper oesophageal sphincter < oesophagus, lower oesophageal sphincter < oesophagus, oesophageal vestibule < oesophagus
nipple < breast, areola < breast, axillary tail of breast = tail of spence < breast, upper outer quadrant of breast < breast
retromammary space < breast, cooper ligament = suspensory ligament of breast < breast, lactiferous duct < breast
tracheal bifurcation < trachea, tracheal bronchus = pig bronchus < trachea, cardiac bronchus < lung
lingular segment bronchus < left lung, bronchiole < lung, terminal bronchiole < lung, respiratory bronchiole < lung
alveolus < lung, interlobular septum < lung, centrilobular region < lung, subpleural space < lung
pleural apex = cupola of pleura < thorax, costal pleura < thorax, mediastinal pleura < thorax, diaphragmatic pleura < thorax
cervical pleura < thorax, pleural reflection < thorax, anterior junction line < mediastinum, posterior junction line < mediastinum
paraspinal line < thorax, right paratracheal stripe < mediastinum, azygo-oesophageal line < mediastinum
left ventricular apex < left ventricle, left ventricular wall < left ventricle, right ventricular free wall < right ventricle
left atrial roof < left atrium, coumadin ridge = left lateral ridge < left atrium
tricuspid valve leaflet < tricuspid valve, mitral valve leaflet < mitral valve, aortic annulus < aortic valve
pulmonary annulus < pulmonary valve, aortic valve leaflet < aortic valve, pulmonary valve leaflet < pulmonary valve
left coronary sinus of aortic root < aortic root, right coronary sinus of aortic root < aortic root
non-coronary sinus < aortic root, aortic root annulus < aortic root, pericardial fat pad < heart
pericardial cavity < pericardium, parietal pericardium < pericardium, visceral pericardium < pericardium
left main coronary artery ostium < left coronary artery, right coronary ostium < right coronary artery
valve of fossa ovalis < interatrial septum, patent foramen ovale < interatrial septum, atrioventricular septum < heart
trabeculated right ventricle < right ventricle, interventricular groove < heart, atrioventricular groove = coronary sulcus < heart
crux of heart < heart, cardiac base < heart, cardiac border < heart, right heart border < heart, left heart border < heart
aortic knob = aortic knuckle < aortic arch, ductus diverticulum < aortic isthmus, kommerell diverticulum < aortic arch

## artery · ta2
left internal thoracic artery < chest wall, right internal thoracic artery < chest wall, musculophrenic artery < diaphragm
supreme intercostal artery = highest intercostal artery < thorax, subcostal artery < thorax, oesophageal artery < oesophagus
thymic artery < thymus, first diagonal artery < heart, second diagonal artery < heart, first obtuse marginal artery < heart
second obtuse marginal artery < heart, ramus intermedius artery = intermediate artery < heart
posterolateral branch of right coronary artery < heart
right ventricular branch < heart, atrial branch of coronary artery < heart, kugel artery < heart

## vein · ta2
left atrial vein < heart, posterior vein of left ventricle < heart, oblique vein of left atrium = vein of marshall < heart
thebesian vein = smallest cardiac vein < heart, bronchial vein < lung, pericardiophrenic vein < thorax
oesophageal vein < oesophagus, superior phrenic vein < thorax, thymic vein < thymus
partial anomalous pulmonary venous return < thorax, scimitar vein < right lung, left common pulmonary vein < left lung
right middle lobe vein < right lung, azygos continuation < thorax, hemiazygos continuation < thorax

## nerve · ta2
left vagus nerve < thorax, right vagus nerve < thorax, oesophageal plexus < oesophagus, cardiac nerve < heart
thoracic sympathetic trunk < thorax, least splanchnic nerve < thorax, subcostal nerve < thorax

## muscle · ta2
levatores costarum < back, subcostalis < chest wall, sternalis < chest wall, pectoralis major sternal head < pectoralis major
clavicular head of pectoralis major < pectoralis major, abdominal head of pectoralis major < pectoralis major

## bone · ta2
second rib < chest wall, third rib < chest wall, fourth rib < chest wall, fifth rib < chest wall, sixth rib < chest wall
seventh rib < chest wall, eighth rib < chest wall, ninth rib < chest wall, tenth rib < chest wall, eleventh rib < chest wall
twelfth rib < chest wall, floating rib < chest wall, bifid rib < chest wall, sternebra < sternum, suprasternal ossicle < sternum

## part · ta2
costal margin < chest wall, anterior rib end < rib, posterior rib end < rib, rib shaft < rib, rib angle < rib
manubrial notch < manubrium, clavicular notch < manubrium, xiphoid tip < xiphoid process
`;
