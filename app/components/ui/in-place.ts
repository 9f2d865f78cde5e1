/**
 * An error handler that does nothing, given to a <link> in the body so that React's server leaves the
 * link where it is rendered: it would otherwise move every <link> into <head>, and the browser's
 * hydration (Preact, which adopts the server's elements as they stand, decision 096) would take a moved
 * link for one of the head's own, the stylesheet's say.
 */
export const keptInPlace = () => {};
