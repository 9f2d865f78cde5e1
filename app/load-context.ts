// What the HTTP server hands every loader and action besides the request (server/app.ts).
export type LoadContext = {
  /** The per-request nonce the Content-Security-Policy allows for React Router's own scripts. */
  nonce: string;
  /** The client's address, for throttling: the socket's, or Fly's header when TRUST_PROXY is on. */
  clientIp: string;
};

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
