/** A refusal an editor can act on: its message is shown as it is, so it says what to do instead. */
export class ImageRefusal extends Error {
  override name = "ImageRefusal";
}
