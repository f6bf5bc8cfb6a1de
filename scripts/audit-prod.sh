#!/usr/bin/env bash
# CI's dependency audit: `npm audit --omit=dev --audit-level=high` over the production dependencies.
#
# npm exits non-zero both when it finds high or critical advisories and when it cannot ask the
# registry at all (a mirror that does not serve the audit endpoint answers 405; an offline runner
# cannot connect). Only the first should stop CI, so this reads npm's JSON answer:
#   - an audit report: fail when it counts any high or critical finding, pass otherwise;
#   - npm's error for an unreachable or refusing audit endpoint (a message, no error code): warn
#     that nothing was audited, and go on;
#   - anything else (no lockfile, output npm never gives): fail, so a broken audit is not a pass.
set -uo pipefail
cd "$(dirname "$0")/.."

report="$(npm audit --omit=dev --audit-level=high --json 2>/dev/null)"
npm_status=$?

verdict="$(
  node --input-type=module -e '
    let answer;
    try {
      answer = JSON.parse(process.argv[1]);
    } catch {
      console.log("unreadable");
      process.exit(0);
    }
    const counts = answer?.metadata?.vulnerabilities;
    if (answer?.auditReportVersion && counts) {
      const serious = (counts.high ?? 0) + (counts.critical ?? 0);
      console.log(serious > 0 ? `findings ${counts.high ?? 0} ${counts.critical ?? 0}` : "clean");
    } else if (typeof answer?.message === "string" && !answer?.error?.code) {
      console.log(`unreachable ${answer.message}`);
    } else {
      console.log(`error ${answer?.error?.code ?? ""} ${answer?.error?.summary ?? ""}`);
    }
  ' "$report"
)"

case "$verdict" in
  clean)
    echo "npm audit: no high or critical advisory in the production dependencies."
    ;;
  findings*)
    read -r _ high critical <<<"$verdict"
    echo "npm audit: $high high and $critical critical advisories in the production dependencies:" >&2
    npm audit --omit=dev --audit-level=high >&2
    exit 1
    ;;
  unreachable*)
    echo "WARNING: npm audit could not reach the registry's audit endpoint (${verdict#unreachable }); the production dependencies were NOT audited." >&2
    ;;
  *)
    echo "npm audit failed (exit $npm_status): ${verdict#* }" >&2
    echo "$report" >&2
    exit 1
    ;;
esac
