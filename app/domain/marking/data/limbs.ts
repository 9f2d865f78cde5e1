// The upper and lower limbs: bones and their parts, joints, ligaments, muscles, tendons, vessels and
// nerves (./../structures.ts).
export const LIMBS = `
## region · ta2
upper limb, lower limb, shoulder < upper limb, arm < upper limb, elbow < upper limb, forearm < upper limb
wrist < upper limb, hip < lower limb, thigh < lower limb, knee < lower limb, leg < lower limb
ankle < lower limb, foot < lower limb, axilla < shoulder, cubital fossa < elbow, carpal tunnel < wrist
guyon canal = ulnar canal < wrist, anatomical snuffbox < wrist, popliteal fossa < knee, tarsal tunnel < ankle
adductor canal = subsartorial canal = hunter canal < thigh, femoral triangle < thigh, quadrilateral space < shoulder
sinus tarsi < foot, tarsal canal < foot, shoulder girdle < upper limb, rotator cuff < shoulder
hindfoot < foot, midfoot < foot, forefoot < foot, rotator interval < shoulder

## bone · ta2
humerus < arm, radius < forearm, ulna < forearm, scaphoid < wrist, lunate < wrist, triquetrum < wrist
pisiform < wrist, trapezium < wrist, trapezoid < wrist, capitate < wrist, hamate < wrist, metacarpal < hand
first metacarpal < hand, second metacarpal < hand, third metacarpal < hand, fourth metacarpal < hand, fifth metacarpal < hand
proximal phalanx < hand; foot, middle phalanx < hand; foot, distal phalanx < hand; foot
femur < thigh, patella < knee, tibia < leg, fibula < leg, talus < ankle; foot, calcaneus = os calcis < foot
navicular < foot, cuboid < foot, medial cuneiform = first cuneiform < foot
intermediate cuneiform = middle cuneiform = second cuneiform < foot, lateral cuneiform = third cuneiform < foot
metatarsal < foot, first metatarsal < foot, second metatarsal < foot, third metatarsal < foot
fourth metatarsal < foot, fifth metatarsal < foot, hallux sesamoid < foot, os trigonum < ankle, os naviculare < foot
fabella < knee, os peroneum < foot, bipartite patella < knee

## part · ta2
head of humerus = humeral head < humerus, anatomical neck of humerus < humerus, surgical neck of humerus < humerus
greater tuberosity = greater tubercle of humerus < humerus, lesser tuberosity = lesser tubercle of humerus < humerus
bicipital groove = intertubercular groove < humerus, deltoid tuberosity < humerus, humeral shaft < humerus
capitellum < humerus, trochlea of humerus < humerus, medial epicondyle < humerus
lateral epicondyle < humerus, olecranon fossa < humerus, coronoid fossa < humerus, radial fossa < humerus
supracondylar ridge < humerus, glenoid = glenoid fossa < scapula
acromion < scapula, coracoid process < scapula, spine of scapula < scapula, scapular notch = suprascapular notch < scapula
supraspinous fossa < scapula, infraspinous fossa < scapula, subscapular fossa < scapula, inferior angle of scapula < scapula
head of radius = radial head < radius, neck of radius < radius, radial tuberosity < radius, radial styloid process < radius
distal radius < radius, lister tubercle = dorsal tubercle of radius < radius, sigmoid notch of radius < radius
olecranon < ulna, coronoid process of ulna < ulna, ulnar styloid process < ulna, head of ulna < ulna
trochlear notch < ulna, radial notch of ulna < ulna, sublime tubercle < ulna
waist of scaphoid < scaphoid, proximal pole of scaphoid < scaphoid, distal pole of scaphoid < scaphoid
scaphoid tubercle < scaphoid, hook of hamate = hamulus < hamate
head of femur = femoral head < femur, neck of femur = femoral neck < femur, fovea capitis < femur
greater trochanter < femur, lesser trochanter < femur, intertrochanteric line < femur, intertrochanteric crest < femur
linea aspera < femur, femoral shaft < femur, medial femoral condyle < femur, lateral femoral condyle < femur
intercondylar notch < femur, trochlear groove of femur < femur, adductor tubercle < femur
distal femoral physis = distal femoral growth plate = distal femoral epiphyseal plate < femur
proximal tibial physis = proximal tibial growth plate = proximal tibial epiphyseal plate < tibia
proximal humeral physis = proximal humeral growth plate = proximal humeral epiphyseal plate < humerus
distal radial physis = distal radial growth plate = distal radial epiphyseal plate < radius
distal tibial physis = distal tibial growth plate = distal tibial epiphyseal plate < tibia
physis = growth plate = epiphyseal plate, tibial plateau < tibia, medial tibial plateau < tibia
lateral tibial plateau < tibia, tibial spine = intercondylar eminence < tibia, tibial tuberosity < tibia
gerdy tubercle < tibia, medial malleolus < tibia, lateral malleolus < fibula, posterior malleolus < tibia
head of fibula = fibular head < fibula, neck of fibula < fibula, tibial plafond < tibia
head of talus < talus, neck of talus < talus, body of talus < talus, talar dome < talus, lateral process of talus < talus
posterior process of talus < talus, sustentaculum tali < calcaneus, calcaneal tuberosity < calcaneus
anterior process of calcaneus < calcaneus, base of fifth metatarsal < fifth metatarsal, tuberosity of fifth metatarsal < fifth metatarsal
patellar apex < patella, articular cartilage < joint

## joint · ta2
shoulder joint = glenohumeral joint < shoulder, acromioclavicular joint < shoulder, elbow joint < elbow
radiocapitellar joint < elbow, humeroulnar joint < elbow, proximal radioulnar joint < elbow
distal radioulnar joint < wrist, radiocarpal joint < wrist, midcarpal joint < wrist, carpometacarpal joint < hand
first carpometacarpal joint < hand, metacarpophalangeal joint < hand, proximal interphalangeal joint < hand; foot
distal interphalangeal joint < hand; foot, hip joint < hip, knee joint < knee, patellofemoral joint < knee
superior tibiofibular joint = proximal tibiofibular joint < knee, ankle joint = talocrural joint < ankle
distal tibiofibular joint = tibiofibular syndesmosis < ankle, subtalar joint = talocalcaneal joint < foot
talonavicular joint < foot, calcaneocuboid joint < foot, tarsometatarsal joint = lisfranc joint < foot
metatarsophalangeal joint < foot, chopart joint = transverse tarsal joint < foot

## cartilage · ta2
medial meniscus < knee joint, lateral meniscus < knee joint, anterior horn of medial meniscus < medial meniscus
posterior horn of medial meniscus < medial meniscus, anterior horn of lateral meniscus < lateral meniscus
posterior horn of lateral meniscus < lateral meniscus, acetabular labrum < hip joint, glenoid labrum < shoulder joint
triangular fibrocartilage = triangular fibrocartilage complex < wrist

## ligament · ta2
anterior cruciate ligament < knee joint, posterior cruciate ligament < knee joint
medial collateral ligament = tibial collateral ligament < knee joint, lateral collateral ligament = fibular collateral ligament < knee joint
patellar ligament = patellar tendon < knee, medial patellofemoral ligament < knee, meniscofemoral ligament < knee joint
ligament of humphrey = anterior meniscofemoral ligament < knee joint, ligament of wrisberg = posterior meniscofemoral ligament < knee joint
transverse ligament of knee < knee joint, arcuate ligament of knee < knee, oblique popliteal ligament < knee
anterior talofibular ligament < ankle, posterior talofibular ligament < ankle, calcaneofibular ligament < ankle
deltoid ligament = medial collateral ligament of ankle < ankle, anterior inferior tibiofibular ligament < ankle
posterior inferior tibiofibular ligament < ankle, spring ligament = plantar calcaneonavicular ligament < foot
lisfranc ligament < foot, long plantar ligament < foot, short plantar ligament < foot, plantar fascia = plantar aponeurosis < foot
bifurcate ligament < foot, interosseous talocalcaneal ligament < foot, cervical ligament of sinus tarsi < foot
iliofemoral ligament < hip joint, ischiofemoral ligament < hip joint, pubofemoral ligament < hip joint
ligamentum teres of hip = ligament of head of femur < hip joint, transverse acetabular ligament < hip joint
coracoclavicular ligament < shoulder, conoid ligament < shoulder, trapezoid ligament < shoulder
coracoacromial ligament < shoulder, acromioclavicular ligament < shoulder, coracohumeral ligament < shoulder
superior glenohumeral ligament < shoulder joint, middle glenohumeral ligament < shoulder joint
inferior glenohumeral ligament < shoulder joint, transverse humeral ligament < shoulder
annular ligament of radius = annular ligament < elbow, ulnar collateral ligament of elbow < elbow
radial collateral ligament of elbow < elbow, lateral ulnar collateral ligament < elbow
scapholunate ligament < wrist, lunotriquetral ligament < wrist, ulnar collateral ligament of thumb < hand
flexor retinaculum = transverse carpal ligament < wrist, extensor retinaculum < wrist, interosseous membrane < forearm; leg
a1 pulley < hand, a2 pulley < hand, volar plate = palmar plate < hand, plantar plate < foot

## muscle · ta2
supraspinatus < rotator cuff, infraspinatus < rotator cuff, teres minor < rotator cuff, subscapularis < rotator cuff
teres major < shoulder, deltoid < shoulder, biceps brachii < arm, triceps brachii = triceps < arm
long head of biceps < biceps brachii, short head of biceps < biceps brachii, long head of triceps < triceps brachii
lateral head of triceps < triceps brachii, medial head of triceps < triceps brachii
coracobrachialis < arm, brachialis < arm, anconeus < elbow, brachioradialis < forearm, supinator < forearm
pronator teres < forearm, pronator quadratus < forearm, flexor carpi radialis < forearm, flexor carpi ulnaris < forearm
palmaris longus < forearm, flexor digitorum superficialis < forearm, flexor digitorum profundus < forearm
flexor pollicis longus < forearm, extensor carpi radialis longus < forearm, extensor carpi radialis brevis < forearm
extensor carpi ulnaris < forearm, extensor digitorum < forearm, extensor digiti minimi < forearm
extensor indicis < forearm, extensor pollicis longus < forearm, extensor pollicis brevis < forearm
abductor pollicis longus < forearm, abductor pollicis brevis < hand, flexor pollicis brevis < hand
opponens pollicis < hand, adductor pollicis < hand, abductor digiti minimi < hand; foot, flexor digiti minimi < hand; foot
opponens digiti minimi < hand, lumbrical < hand; foot, palmar interosseous < hand, dorsal interosseous < hand; foot
gluteus maximus < buttock, gluteus medius < buttock, gluteus minimus < buttock, tensor fasciae latae < hip
superior gemellus < hip, inferior gemellus < hip, quadratus femoris < hip, sartorius < thigh, gracilis < thigh
rectus femoris < quadriceps, vastus lateralis < quadriceps, vastus medialis < quadriceps, vastus intermedius < quadriceps
quadriceps = quadriceps femoris < thigh, adductor longus < thigh, adductor brevis < thigh, adductor magnus < thigh
pectineus < thigh, biceps femoris < hamstring, semitendinosus < hamstring, semimembranosus < hamstring
hamstring < thigh, gastrocnemius < leg, medial head of gastrocnemius < gastrocnemius, lateral head of gastrocnemius < gastrocnemius
soleus < leg, plantaris < leg, popliteus < knee, tibialis anterior < leg, tibialis posterior < leg
extensor hallucis longus < leg, extensor digitorum longus < leg, fibularis tertius < leg
fibularis longus < leg, fibularis brevis < leg, flexor hallucis longus < leg
flexor digitorum longus < leg, abductor hallucis < foot, flexor digitorum brevis < foot, quadratus plantae < foot
flexor hallucis brevis < foot, adductor hallucis < foot, extensor digitorum brevis < foot, triceps surae < leg

## region · usage
buttock = gluteal region

## tendon · ta2
achilles tendon = calcaneal tendon = tendo achillis < ankle, quadriceps tendon < knee, common extensor tendon < elbow
common flexor tendon < elbow, long head of biceps tendon < shoulder, distal biceps tendon < elbow
conjoint tendon < anterior abdominal wall, pes anserinus < knee, iliotibial band = iliotibial tract < thigh

## bursa · ta2
subacromial bursa = subacromial subdeltoid bursa < shoulder, olecranon bursa < elbow, prepatellar bursa < knee
infrapatellar bursa < knee, suprapatellar bursa = suprapatellar recess < knee, retrocalcaneal bursa < ankle
trochanteric bursa < hip, iliopsoas bursa < hip, semimembranosus gastrocnemius bursa < knee

## part · ta2
hoffa fat pad = infrapatellar fat pad < knee, kager fat pad < ankle, prefemoral fat pad < knee

## artery · ta2
subclavian artery < neck, axillary artery < axilla, brachial artery < arm, profunda brachii artery < arm
radial artery < forearm, ulnar artery < forearm, anterior interosseous artery < forearm, common interosseous artery < forearm
superficial palmar arch < hand, deep palmar arch < hand, princeps pollicis artery < hand, digital artery < hand; foot
posterior circumflex humeral artery < shoulder, anterior circumflex humeral artery < shoulder, thoracoacromial artery < shoulder
lateral thoracic artery < chest wall, subscapular artery < shoulder, thoracodorsal artery < back
common femoral artery < thigh, superficial femoral artery < thigh, profunda femoris artery = deep femoral artery < thigh
medial circumflex femoral artery < hip, lateral circumflex femoral artery < hip, popliteal artery < knee
anterior tibial artery < leg, posterior tibial artery < leg, peroneal artery < leg
tibioperoneal trunk < leg, dorsalis pedis artery < foot, medial plantar artery < foot, lateral plantar artery < foot
plantar arch < foot, descending genicular artery < knee, superior lateral genicular artery < knee

## vein · ta2
cephalic vein < upper limb, basilic vein < upper limb, median cubital vein < elbow, axillary vein < axilla
brachial vein < arm, subclavian vein < neck, great saphenous vein = long saphenous vein < lower limb
small saphenous vein = short saphenous vein < leg, common femoral vein < thigh, femoral vein < thigh
profunda femoris vein = deep femoral vein < thigh, popliteal vein < knee, posterior tibial vein < leg
anterior tibial vein < leg, peroneal vein < leg, saphenofemoral junction < thigh, saphenopopliteal junction < knee
gastrocnemius vein < leg, soleal vein < leg, perforating vein < lower limb

## nerve · ta2
brachial plexus < neck; axilla, median nerve < upper limb, ulnar nerve < upper limb, radial nerve < upper limb
musculocutaneous nerve < arm, axillary nerve < shoulder, suprascapular nerve < shoulder, long thoracic nerve < chest wall
thoracodorsal nerve < back, anterior interosseous nerve < forearm, posterior interosseous nerve < forearm
superficial branch of radial nerve = superficial radial nerve < forearm, deep branch of ulnar nerve < hand
common fibular nerve < knee, tibial nerve < leg, deep fibular nerve < leg
superficial fibular nerve < leg, sural nerve < leg, saphenous nerve < leg
medial plantar nerve < foot, lateral plantar nerve < foot, superior gluteal nerve < buttock, inferior gluteal nerve < buttock
posterior cutaneous nerve of thigh < thigh, interdigital nerve < foot
`;
// The smaller parts of the limbs: the hand and foot, tendons, the wrist's and foot's ligaments.
export const LIMBS_MORE = `
## part · ta2
base of metacarpal < metacarpal, shaft of metacarpal < metacarpal, head of metacarpal < metacarpal
neck of metacarpal < metacarpal, base of metatarsal < metatarsal, shaft of metatarsal < metatarsal
head of metatarsal < metatarsal, neck of metatarsal < metatarsal, base of phalanx < phalanx, head of phalanx < phalanx
ungual tuft = tuft of distal phalanx < distal phalanx, trapezial ridge < trapezium, tubercle of trapezium < trapezium
body of hamate < hamate, head of capitate < capitate, lunate facet of radius < radius, scaphoid facet of radius < radius
volar rim of radius < radius, dorsal rim of radius < radius, radial shaft < radius, ulnar shaft < ulna
ulnar fovea < ulna, ulnar head < ulna, interosseous border of radius < radius, interosseous border of ulna < ulna
supinator crest < ulna, olecranon process < ulna, coronoid tubercle < ulna
medial supracondylar ridge < humerus, lateral supracondylar ridge < humerus, spiral groove = radial groove < humerus
supracondylar process of humerus < humerus, humeral trochlea < humerus, medial condyle of humerus < humerus
lateral condyle of humerus < humerus, glenoid rim < scapula, infraglenoid tubercle < scapula
supraglenoid tubercle < scapula, neck of scapula < scapula, body of scapula < scapula, lateral border of scapula < scapula
medial border of scapula < scapula, superior angle of scapula < scapula, acromial facet < acromion
acromial end of clavicle = lateral end of clavicle < clavicle, sternal end of clavicle = medial end of clavicle < clavicle
conoid tubercle < clavicle, coracoid base < coracoid process
lesser trochanter apophysis < femur, femoral neck cortex < femur, subtrochanteric femur < femur
intertrochanteric region < femur, distal femoral metaphysis < femur, proximal tibial metaphysis < tibia
medial femoral epicondyle < femur, lateral femoral epicondyle < femur, popliteal groove < femur
patellar facet < patella, medial patellar facet < patella, lateral patellar facet < patella, patellar base < patella
tibial shaft < tibia, anterior tibial cortex < tibia, soleal line < tibia, fibular notch of tibia < tibia
fibular shaft < fibula, fibular styloid < fibula, malleolar fossa < fibula, lateral process of calcaneus < calcaneus
medial process of calcaneus < calcaneus, peroneal tubercle = trochlear process of calcaneus < calcaneus
calcaneal sulcus < calcaneus, posterior facet of calcaneus < calcaneus, middle facet of calcaneus < calcaneus
anterior facet of calcaneus < calcaneus, calcaneal body < calcaneus, talar head < talus, talar body < talus
lateral tubercle of talus < talus, medial tubercle of talus < talus, stieda process < talus, sulcus tali < talus
navicular tuberosity < navicular, tuberosity of cuboid < cuboid, peroneal groove of cuboid < cuboid
base of fifth metacarpal < fifth metacarpal, head of fifth metacarpal < fifth metacarpal, neck of fifth metacarpal < fifth metacarpal
base of first metacarpal < first metacarpal, base of first metatarsal < first metatarsal, head of first metatarsal < first metatarsal
medial sesamoid of hallux = tibial sesamoid < foot, lateral sesamoid of hallux = fibular sesamoid < foot
os intermetatarseum < foot, os vesalianum < foot, os supranaviculare < foot, os subfibulare < ankle
os acromiale < scapula, os odontoideum < axis, os styloideum < wrist, os centrale < wrist, os triangulare < wrist
bipartite hallux sesamoid < foot, accessory soleus < leg

## ligament · ta2
radioscaphocapitate ligament < wrist, long radiolunate ligament < wrist, short radiolunate ligament < wrist
radioscapholunate ligament = ligament of testut < wrist, ulnolunate ligament < wrist, ulnotriquetral ligament < wrist
dorsal radiocarpal ligament < wrist, dorsal intercarpal ligament < wrist, triquetrohamate ligament < wrist
scaphotrapeziotrapezoid ligament < wrist, pisohamate ligament < wrist, pisometacarpal ligament < wrist
radial collateral ligament of wrist < wrist, ulnar collateral ligament of wrist < wrist, space of poirier < wrist
radial collateral ligament of thumb < hand, collateral ligament of finger < hand, accessory collateral ligament < hand
a3 pulley < hand, a4 pulley < hand, a5 pulley < hand, extensor hood = dorsal hood < hand
sagittal band < hand, oblique retinacular ligament < hand, natatory ligament < hand, palmar aponeurosis < hand
transverse metacarpal ligament < hand, quadrate ligament < elbow, oblique cord < forearm
anterior band of ulnar collateral ligament < elbow, posterior band of ulnar collateral ligament < elbow
spiral glenoid ligament < shoulder, superior transverse scapular ligament < scapula, inferior transverse scapular ligament < scapula
costoclavicular ligament < chest wall, interclavicular ligament < chest wall, anterior sternoclavicular ligament < chest wall
posterior sternoclavicular ligament < chest wall, zona orbicularis < hip joint, labral ligamentous complex < hip joint
popliteofibular ligament < knee, fabellofibular ligament < knee, anterolateral ligament of knee < knee
posterior oblique ligament < knee, deep medial collateral ligament < knee, superficial medial collateral ligament < knee
meniscotibial ligament = coronary ligament of knee < knee joint, medial patellar retinaculum < knee
lateral patellar retinaculum < knee, patellotibial ligament < knee, infrapatellar plica < knee joint
suprapatellar plica < knee joint, medial plica < knee joint, lateral plica < knee joint
tibiocalcaneal ligament < ankle, tibionavicular ligament < ankle, tibiospring ligament < ankle
anterior tibiotalar ligament < ankle, posterior tibiotalar ligament < ankle, interosseous tibiofibular ligament < ankle
inferior transverse tibiofibular ligament < ankle, superior peroneal retinaculum < ankle, inferior peroneal retinaculum < ankle
superior extensor retinaculum < ankle, inferior extensor retinaculum < ankle, flexor retinaculum of ankle = laciniate ligament < ankle
dorsal talonavicular ligament < foot, calcaneocuboid ligament < foot, plantar calcaneocuboid ligament < foot
intermetatarsal ligament < foot, deep transverse metatarsal ligament < foot, plantar fascia medial band < plantar fascia
plantar fascia central band < plantar fascia, plantar fascia lateral band < plantar fascia
superomedial calcaneonavicular ligament < foot, inferoplantar longitudinal ligament < foot

## tendon · ta2
supraspinatus tendon < rotator cuff, infraspinatus tendon < rotator cuff, subscapularis tendon < rotator cuff
teres minor tendon < rotator cuff, distal triceps tendon < elbow, common extensor origin < elbow, common flexor origin < elbow
flexor digitorum profundus tendon < hand, flexor digitorum superficialis tendon < hand, flexor pollicis longus tendon < hand
extensor pollicis longus tendon < wrist, extensor pollicis brevis tendon < wrist, abductor pollicis longus tendon < wrist
extensor carpi ulnaris tendon < wrist, flexor carpi radialis tendon < wrist, flexor carpi ulnaris tendon < wrist
extensor digitorum tendon < hand, extensor indicis tendon < hand, extensor digiti minimi tendon < hand
extensor carpi radialis longus tendon < wrist, extensor carpi radialis brevis tendon < wrist, palmaris longus tendon < wrist
central slip < hand, lateral band of extensor mechanism < hand, terminal extensor tendon < hand
iliopsoas tendon < hip, gluteus medius tendon < hip, gluteus minimus tendon < hip, hamstring tendon < thigh
proximal hamstring tendon < thigh, rectus femoris tendon < hip, direct head of rectus femoris < hip
indirect head of rectus femoris = reflected head of rectus femoris < hip, adductor longus tendon < thigh
semimembranosus tendon < knee, semitendinosus tendon < knee, gracilis tendon < knee, biceps femoris tendon < knee
popliteus tendon < knee, tibialis anterior tendon < ankle, tibialis posterior tendon < ankle
flexor digitorum longus tendon < ankle, flexor hallucis longus tendon < ankle, extensor hallucis longus tendon < ankle
extensor digitorum longus tendon < ankle, peroneus longus tendon < ankle, peroneus brevis tendon < ankle
peroneus tertius tendon < ankle, plantaris tendon < leg, gastrocnemius tendon < leg

## region · ta2
first extensor compartment < wrist, second extensor compartment < wrist, third extensor compartment < wrist
fourth extensor compartment < wrist, fifth extensor compartment < wrist, sixth extensor compartment < wrist
thenar eminence < hand, hypothenar eminence < hand, palm < hand, dorsum of hand < hand, dorsum of foot < foot
sole of foot < foot, great toe = hallux < foot, little toe < foot, thumb < hand, index finger < hand
middle finger < hand, ring finger < hand, little finger < hand, first web space < hand, heel < foot
anterior compartment of thigh < thigh, medial compartment of thigh < thigh, posterior compartment of thigh < thigh
anterior compartment of leg < leg, lateral compartment of leg < leg, superficial posterior compartment of leg < leg
deep posterior compartment of leg < leg, anterior compartment of arm < arm, posterior compartment of arm < arm
anterior compartment of forearm < forearm, posterior compartment of forearm < forearm
triangular space < shoulder, triangular interval < arm, spinoglenoid notch < scapula, suprascapular notch < scapula
hiatus of adductor magnus = adductor hiatus < thigh, intercondylar fossa < femur

## muscle · ta2
short head of biceps femoris < biceps femoris, long head of biceps femoris < biceps femoris, articularis genus < knee
vastus medialis obliquus < vastus medialis, accessory flexor digitorum longus < leg, peroneus quartus < leg
extensor hallucis brevis < foot, dorsal interossei of foot < foot, plantar interossei < foot, abductor digiti minimi of foot < foot
palmaris brevis < hand, first dorsal interosseous < hand, oblique head of adductor pollicis < hand
transverse head of adductor pollicis < hand

## artery · ta2
superior ulnar collateral artery < arm, inferior ulnar collateral artery < arm, radial recurrent artery < elbow
ulnar recurrent artery < elbow, posterior interosseous artery < forearm, radial collateral artery < arm
middle collateral artery < arm, common palmar digital artery < hand, proper palmar digital artery < hand
dorsal carpal arch < wrist, palmar carpal arch < wrist, radialis indicis artery < hand, superior thoracic artery < chest wall
circumflex scapular artery < shoulder, dorsal scapular artery < back, superficial circumflex iliac artery < thigh
superficial epigastric artery < anterior abdominal wall, external pudendal artery < thigh, perforating artery of thigh < thigh
descending branch of lateral circumflex femoral artery < thigh, inferior medial genicular artery < knee
superior medial genicular artery < knee, inferior lateral genicular artery < knee, middle genicular artery < knee
anterior tibial recurrent artery < knee, sural artery < leg, medial malleolar artery < ankle, lateral malleolar artery < ankle
lateral tarsal artery < foot, arcuate artery of foot < foot, first dorsal metatarsal artery < foot, deep plantar artery < foot
calcaneal artery < foot, plantar metatarsal artery < foot, persistent sciatic artery < thigh, persistent median artery < forearm

## vein · ta2
median antebrachial vein < forearm, median cephalic vein < elbow, median basilic vein < elbow, dorsal venous arch of hand < hand
dorsal venous arch of foot < foot, accessory saphenous vein < thigh, anterior accessory great saphenous vein < thigh
giacomini vein < thigh, superficial epigastric vein < anterior abdominal wall, superficial circumflex iliac vein < thigh
external pudendal vein < thigh, radial vein < forearm, ulnar vein < forearm, interosseous vein < forearm
medial marginal vein < foot, lateral marginal vein < foot, plantar venous arch < foot, genicular vein < knee
sural vein < leg, cockett perforator < leg, dodd perforator < thigh, boyd perforator < knee

## nerve · ta2
medial cutaneous nerve of arm < arm, medial cutaneous nerve of forearm < forearm, lateral cutaneous nerve of forearm < forearm
posterior cutaneous nerve of forearm < forearm, palmar cutaneous branch of median nerve < wrist
recurrent motor branch of median nerve < hand, dorsal cutaneous branch of ulnar nerve < hand
superficial branch of ulnar nerve < hand, common palmar digital nerve < hand, proper palmar digital nerve < hand
upper trunk of brachial plexus = superior trunk of brachial plexus < brachial plexus
middle trunk of brachial plexus < brachial plexus, lower trunk of brachial plexus = inferior trunk of brachial plexus < brachial plexus
lateral cord of brachial plexus < brachial plexus, medial cord of brachial plexus < brachial plexus
posterior cord of brachial plexus < brachial plexus, roots of brachial plexus < brachial plexus
divisions of brachial plexus < brachial plexus, dorsal scapular nerve < back, nerve to subclavius < shoulder
lateral pectoral nerve < chest wall, medial pectoral nerve < chest wall, upper subscapular nerve < shoulder
lower subscapular nerve < shoulder, intercostobrachial nerve < axilla, nerve to obturator internus < pelvis
nerve to quadratus femoris < hip, nerve to piriformis < pelvis, medial calcaneal nerve < foot, baxter nerve = first branch of lateral plantar nerve < foot
medial sural cutaneous nerve < leg, lateral sural cutaneous nerve < leg, infrapatellar branch of saphenous nerve < knee
anterior femoral cutaneous nerve < thigh, obturator nerve anterior branch = anterior branch of obturator nerve < thigh
posterior branch of obturator nerve < thigh, common digital nerve of foot < foot, morton interdigital nerve < foot
`;
