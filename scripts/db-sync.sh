#!/usr/bin/env bash
# Rebuilds the uncommitted part of the migration chain as ONE migration from the last
# committed snapshot, so several people changing tables at once never fork the chain.
# Committed migrations are never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=server/db/migrations
for f in $(git ls-files --others --exclude-standard "$dir"); do rm -f "$f"; done
git checkout -q HEAD -- "$dir/meta/_journal.json"
npx drizzle-kit generate --name "${1:-work_in_progress}"
