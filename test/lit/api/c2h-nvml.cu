// NVML's device queries (a benchmark printing its GPU's peak bandwidth)
// become c2h_nvml* helpers that ask the HIP runtime; <nvml.h> goes, and a
// call outside the set is reported as an unknown API.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: sed -e '/nvmlDeviceGetPowerUsage/d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cstdio>
#include <cuda_runtime.h>
#include <nvml.h>

#define NVML(EXPR)                                                             \
  do {                                                                         \
    nvmlReturn_t e = (EXPR);                                                   \
    if (e != NVML_SUCCESS)                                                     \
      std::printf("NVML: %s\n", nvmlErrorString(e));                           \
  } while (0)

double peak_bandwidth(int dev) {
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, dev);
  char bus[16];
  std::snprintf(bus, sizeof bus, "%04x:%02x:%02x.0", p.pciDomainID, p.pciBusID,
                p.pciDeviceID);
  NVML(nvmlInit());
  nvmlDevice_t d;
  unsigned int mhz = 0, width = 0, power = 0;
  NVML(nvmlDeviceGetHandleByPciBusId(bus, &d));
  NVML(nvmlDeviceGetClockInfo(d, NVML_CLOCK_MEM, &mhz));
  NVML(nvmlDeviceGetMemoryBusWidth(d, &width));
  nvmlDeviceGetPowerUsage(d, &power);
  NVML(nvmlShutdown());
  return 2.0 * mhz * (width / 8) / 1000.0;
}

// CHECK-NOT: #include <nvml.h>
// CHECK: {{^}}    c2h_nvmlReturn_t e = (EXPR);{{ +}}\{{$}}
// CHECK: {{^}}    if (e != C2H_NVML_SUCCESS){{ +}}\{{$}}
// CHECK: {{^}}      std::printf("NVML: %s\n", c2h_nvmlErrorString(e));{{ +}}\{{$}}
// CHECK: {{^}}  hipDeviceProp_t p;{{$}}
// CHECK: {{^}}  NVML(c2h_nvmlInit());{{$}}
// CHECK: {{^}}  c2h_nvmlDevice_t d;{{$}}
// CHECK: {{^}}  NVML(c2h_nvmlDeviceGetHandleByPciBusId(bus, &d));{{$}}
// CHECK: {{^}}  NVML(c2h_nvmlDeviceGetClockInfo(d, C2H_NVML_CLOCK_MEM, &mhz));{{$}}
// CHECK: {{^}}  NVML(c2h_nvmlDeviceGetMemoryBusWidth(d, &width));{{$}}
// CHECK: {{^}}  nvmlDeviceGetPowerUsage(d, &power);{{$}}
// DIAG: c2h-nvml.cu:32:3: {{.*}}'nvmlDeviceGetPowerUsage'{{.*}}
