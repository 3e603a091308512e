import { defineConfig } from 'orval';

// Everything under src/api/generated is written by `npm run codegen` from openapi/ and never edited by hand.
const input = { target: './openapi/openapi.bundle.gen.json' };

export default defineConfig({
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/client',
      schemas: './src/api/generated/model',
      client: 'fetch',
      fileExtension: '.gen.ts',
      mock: { type: 'msw', delay: false, useExamples: false },
      clean: true,
      override: {
        mutator: { path: './src/api/request.ts', name: 'request' },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  validators: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/zod',
      client: 'zod',
      fileExtension: '.gen.ts',
      clean: true,
    },
  },
});
