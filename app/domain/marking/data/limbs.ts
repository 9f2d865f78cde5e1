// The upper and lower limbs: bones and their parts, joints, ligaments, muscles, tendons, vessels and
// nerves (./../structures.ts).
export const LIMBS = `
## region · ta2
upper limb, lower limb, shoulder < upper limb, arm < upper limb, elbow < upper limb, forearm < upper limb
wrist < upper limb, hip < lower limb, thigh < lower limb, knee < lower limb, leg < lower limb
ankle < lower limb, foot < lower limb, axilla < shoulder, cubital fossa < elbow, carpal tunnel < wrist
guyon canal = ulnar canal < wrist, anatomical snuffbox < wrist, popliteal fossa < knee, tarsal tunnel < ankle
adductor canal = subsartorial canal < thigh, femoral triangle < thigh, quadrilateral space < shoulder
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
