// What the HTTP server hands every loader and action besides the request (server/app.ts).
export type LoadContext = {
  /** The per-request nonce the Content-Security-Policy allows for React Router's own scripts. */
  nonce: string;
  /** The client's address, for throttling: the socket's, or Fly's header when TRUST_PROXY is on. */
  clientIp: string;
};

declare module "react-router" {
  // Declaration merging needs an interface here, where a type alias would not merge.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}
