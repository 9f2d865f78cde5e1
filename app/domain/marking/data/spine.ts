// The spine: vertebrae and their parts, discs, joints, ligaments, meninges and the cord (./../structures.ts).
export const SPINE = `
## bone · ta2
atlas < cervical spine, axis < cervical spine
vertebra prominens < cervical spine
sacrum < pelvis, coccyx = tailbone < pelvis, cervical vertebra < cervical spine, thoracic vertebra < thoracic spine
lumbar vertebra < lumbar spine, sacral vertebra < sacrum, coccygeal vertebra < coccyx

## part · ta2
vertebral body = body of vertebra = centrum < vertebra; spine
vertebral arch = neural arch < vertebra; spine
pedicle < vertebral arch; vertebra; spine, lamina < vertebral arch; vertebra; spine
spinous process < vertebra; spine, transverse process < vertebra; spine
superior articular process < vertebra; spine, inferior articular process < vertebra; spine
pars interarticularis < vertebra; spine, vertebral endplate = endplate < vertebra; spine
uncinate process of vertebra = uncus of body < cervical vertebra
transverse foramen = foramen transversarium < cervical vertebra
anterior arch of atlas < atlas, posterior arch of atlas < atlas, lateral mass of atlas < atlas
anterior tubercle of atlas < atlas, posterior tubercle of atlas < atlas
dens = odontoid process < axis, body of axis < axis
sacral promontory < sacrum, sacral ala = ala of sacrum < sacrum, median sacral crest < sacrum
sacral hiatus < sacrum, sacral canal < sacrum, sacral foramen < sacrum, sacral cornu < sacrum
nucleus pulposus < intervertebral disc; spine, annulus fibrosus < intervertebral disc; spine
vertebral canal = spinal canal < spine, lateral recess < spinal canal; spine
conus medullaris < spinal cord, filum terminale < spinal cord; thecal sac, cauda equina < thecal sac
ventral horn = anterior horn of spinal cord < spinal cord, dorsal horn = posterior horn of spinal cord < spinal cord
central canal of spinal cord < spinal cord, anterior median fissure < spinal cord
dorsal column = posterior column < spinal cord, lateral column of spinal cord < spinal cord
epidural space = extradural space < spinal canal, subarachnoid space of spine < spinal canal

## joint · ta2
intervertebral disc = intervertebral disk < spine
zygapophyseal joint = facet joint < spine, uncovertebral joint = joint of luschka < cervical spine
atlanto-occipital joint < craniocervical junction, lateral atlantoaxial joint < craniocervical junction
median atlantoaxial joint < craniocervical junction, costovertebral joint < thoracic spine
costotransverse joint < thoracic spine, lumbosacral joint < spine, sacrococcygeal joint < pelvis

## ligament · ta2
anterior longitudinal ligament < spine, posterior longitudinal ligament < spine
ligamentum flavum < spine, interspinous ligament < spine, supraspinous ligament < spine
intertransverse ligament < spine, nuchal ligament = ligamentum nuchae < cervical spine
transverse ligament of atlas = transverse atlantal ligament < atlas, alar ligament < craniocervical junction
apical ligament of dens < craniocervical junction, tectorial membrane < craniocervical junction
cruciate ligament of atlas = cruciform ligament < craniocervical junction
iliolumbar ligament < lumbar spine; pelvis, anterior atlanto-occipital membrane < craniocervical junction
posterior atlanto-occipital membrane < craniocervical junction

## region · usage
cervical spine, thoracic spine, lumbar spine, craniocervical junction = craniovertebral junction
thoracolumbar junction, lumbosacral junction, cervicothoracic junction

## nerve · ta2
spinal cord < spinal canal, spinal nerve < spine, dorsal root ganglion = spinal ganglion < spinal nerve
dorsal ramus = posterior ramus < spinal nerve, ventral ramus = anterior ramus < spinal nerve
nerve root < spinal nerve, exiting nerve root < spinal nerve, traversing nerve root < spinal nerve

## vein · ta2
basivertebral vein < vertebral body, internal vertebral venous plexus = epidural venous plexus < spinal canal
external vertebral venous plexus < spine

## artery · ta2
anterior spinal artery < spinal cord, posterior spinal artery < spinal cord
artery of adamkiewicz = great anterior radiculomedullary artery = arteria radicularis magna < spinal cord

## muscle · ta2
erector spinae < back, iliocostalis < erector spinae, longissimus < erector spinae, spinalis < erector spinae
multifidus < back, rotatores < back, interspinales < back, intertransversarii < back
semispinalis capitis < back, semispinalis cervicis < back, semispinalis thoracis < back
splenius capitis < neck, splenius cervicis < neck, quadratus lumborum < posterior abdominal wall
psoas major < posterior abdominal wall, psoas minor < posterior abdominal wall
rectus capitis posterior major < suboccipital triangle, rectus capitis posterior minor < suboccipital triangle
obliquus capitis superior = superior oblique of head < suboccipital triangle
obliquus capitis inferior = inferior oblique of head < suboccipital triangle
longus colli < neck, longus capitis < neck, rectus capitis anterior < neck, rectus capitis lateralis < neck
`;
