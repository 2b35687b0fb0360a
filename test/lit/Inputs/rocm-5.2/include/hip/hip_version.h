// The ROCm the lit tests translate for by default (ROCM_PATH, lit.cfg.py):
// the release this project's machines have, whatever the machine running
// the tests has.
#pragma once
#define HIP_VERSION_MAJOR 5
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 21153
