"""Prints one line per dataset record: its files, human port, license and
path (dataset.test)."""
import json
import sys

for line in open(sys.argv[1]):
    r = json.loads(line)
    assert r["split"] in ("train", "valid", "test")
    lic = r["license"]
    human = r["human"] and ",".join(sorted(r["human"]["files"]))
    print(r["id"], "cuda=" + ",".join(sorted(r["cuda"]["files"])),
          "translation=" + ",".join(sorted(r["translation"]["files"])),
          "human=" + str(human), "license=%s:%s" % (lic["file"], lic["first_line"]),
          "path=" + r["provenance"]["path"])
