"""Prints a SARIF log's results and rules, one line each, and checks that it
holds one result per diagnostic line of the run's stderr, in that order."""
import json, re, sys

log = json.load(open(sys.argv[1]))
stderr = [l for l in open(sys.argv[2]) if re.search(r"\[c2h-[a-z0-9-]+\]$", l.strip())]
run = log["runs"][0]
results = run["results"]
print("results %d = stderr lines %d" % (len(results), len(stderr)))
for r, line in zip(results, stderr):
    assert line.rstrip().endswith("[%s]" % r["ruleId"]), (r, line)
    assert r["message"]["text"] in line, (r, line)
    loc = r["locations"][0]["physicalLocation"]
    print("%s %s %s:%d:%d" % (r["ruleId"], r["level"], loc["artifactLocation"]["uri"],
                              loc["region"]["startLine"], loc["region"]["startColumn"]))
for rule in run["tool"]["driver"]["rules"]:
    print("rule %s %s" % (rule["id"], rule["helpUri"]))
print("tool %s %s" % (run["tool"]["driver"]["name"], log["version"]))
