import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Loaders and actions get the request as it arrived, not a copy each (a page made five): its URL may
    // carry React Router's `.data` suffix and `_routes`/`index` parameters, so they read the page's
    // address from their `url` argument (docs/decisions/098-a-request-scope-without-async-hooks.md).
    v8_passThroughRequests: true,
  },
} satisfies Config;
