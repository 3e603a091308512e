import { defineConfig } from 'orval';

// Everything under src/api/generated is written by `npm run codegen` from openapi/ and never edited by hand:
// one client file per tag (<tag>.ts) and every schema type in api.schemas.ts. No mock handlers or
// validators are written: tests describe the answers they need with their own msw handlers.
export default defineConfig({
  client: {
    input: { target: './openapi/openapi.bundle.gen.json' },
    output: {
      mode: 'tags',
      target: './src/api/generated/api.ts',
      client: 'fetch',
      // A '.gen.ts' extension would break the tag files' import of the schemas file (orval writes it without the
      // extension), so the generated/ folder alone marks these files as generated.
      fileExtension: '.ts',
      clean: true,
      override: {
        mutator: { path: './src/api/request.ts', name: 'request' },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
});
