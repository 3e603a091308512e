#!/usr/bin/env bash
# Fails when any generated output differs from what the generators write now: a stale file, a hand
# edit, a file no generator writes any more, or a new one not committed. Generated files are found
# by name wherever they live (the same patterns as .gitattributes), so moving them needs no change here:
#   *.gen.*              contract bundle, entity contract, entity metadata (web and server), drizzle tables
#   any generated/ folder the orval client, entity metadata, contract types, drizzle tables
#   server/db/migrations drizzle migrations
# Everything is removed and written again by `npm run codegen` and drizzle-kit, then git is asked
# for modified, deleted and untracked files among them.
set -euo pipefail
cd "$(dirname "$0")/.."

generated=(':(glob)**/*.gen.*' ':(glob)**/generated/**' 'server/db/migrations')

# Drop every tracked generated file except the migrations (drizzle-kit only adds to their chain), so
# a file that no generator writes any more shows up as deleted.
git ls-files -z -- "${generated[@]}" ':(exclude)server/db/migrations' | xargs -0 -r rm -f
npm run --silent codegen >/dev/null
npx drizzle-kit generate >/dev/null

changes="$(git status --porcelain --untracked-files=all -- "${generated[@]}")"
if [ -n "$changes" ]; then
  {
    echo "Generated files differ from what the generators write (M changed, D no longer written, ?? new):"
    echo "$changes"
    echo "Generated files are never edited by hand: change openapi/, the entity YAML or the generator,"
    echo "run 'npm run codegen' (and 'npm run db:sync' for tables), and commit the result."
  } >&2
  exit 1
fi
echo "generated code is up to date"
