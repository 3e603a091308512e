#!/usr/bin/env bash
# Fails when generated code is stale: regenerates the contract bundle, the client,
# MSW handlers, validators and the database migrations, then asks git whether anything changed.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent codegen >/dev/null
npx drizzle-kit generate >/dev/null
generated=(openapi/openapi.bundle.gen.json shared/generated src/api/generated server/db/migrations)
if [ -n "$(git status --porcelain -- "${generated[@]}")" ]; then
  echo "Generated files are stale. Run 'npm run codegen' (and 'npm run db:generate') and commit the result:" >&2
  git status --porcelain -- "${generated[@]}" >&2
  exit 1
fi
echo "generated code is up to date"
