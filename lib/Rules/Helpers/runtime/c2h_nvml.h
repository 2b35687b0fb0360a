#ifndef C2H_NVML
#define C2H_NVML
// cuda2hip c2h-nvml: the NVML device queries programs make to describe the
// GPU they run on (count, handle by index or PCI bus id, name, clocks, memory,
// bus width), answered by the HIP runtime. A handle is a HIP device number.
// NVML's other calls (power, temperature, utilisation, ...) are not here:
// ROCm SMI (rocm_smi/rocm_smi.h) or AMD SMI answers those.
#include <cstring>
typedef int c2h_nvmlReturn_t;
typedef int c2h_nvmlDevice_t;
enum c2h_nvmlReturnCode {
  C2H_NVML_SUCCESS = 0,
  C2H_NVML_ERROR_UNINITIALIZED = 1,
  C2H_NVML_ERROR_INVALID_ARGUMENT = 2,
  C2H_NVML_ERROR_NOT_SUPPORTED = 3,
  C2H_NVML_ERROR_NOT_FOUND = 6,
  C2H_NVML_ERROR_INSUFFICIENT_SIZE = 7,
  C2H_NVML_ERROR_UNKNOWN = 999
};
typedef enum c2h_nvmlClockType_t {
  C2H_NVML_CLOCK_GRAPHICS = 0,
  C2H_NVML_CLOCK_SM = 1,
  C2H_NVML_CLOCK_MEM = 2,
  C2H_NVML_CLOCK_VIDEO = 3
} c2h_nvmlClockType_t;
typedef struct c2h_nvmlMemory_t {
  unsigned long long total, free, used;
} c2h_nvmlMemory_t;

static inline c2h_nvmlReturn_t c2h_nvml_status(hipError_t e) {
  return e == hipSuccess              ? C2H_NVML_SUCCESS
         : e == hipErrorInvalidDevice ? C2H_NVML_ERROR_INVALID_ARGUMENT
         : e == hipErrorInvalidValue  ? C2H_NVML_ERROR_INVALID_ARGUMENT
         : e == hipErrorNotSupported  ? C2H_NVML_ERROR_NOT_SUPPORTED
                                      : C2H_NVML_ERROR_UNKNOWN;
}
static inline c2h_nvmlReturn_t c2h_nvmlInit() {
  return c2h_nvml_status(hipInit(0));
}
static inline c2h_nvmlReturn_t c2h_nvmlShutdown() { return C2H_NVML_SUCCESS; }
static inline const char *c2h_nvmlErrorString(c2h_nvmlReturn_t r) {
  switch (r) {
  case C2H_NVML_SUCCESS:
    return "Success";
  case C2H_NVML_ERROR_UNINITIALIZED:
    return "Uninitialized";
  case C2H_NVML_ERROR_INVALID_ARGUMENT:
    return "Invalid Argument";
  case C2H_NVML_ERROR_NOT_SUPPORTED:
    return "Not Supported";
  case C2H_NVML_ERROR_NOT_FOUND:
    return "Not Found";
  case C2H_NVML_ERROR_INSUFFICIENT_SIZE:
    return "Insufficient Size";
  default:
    return "Unknown Error";
  }
}
static inline c2h_nvmlReturn_t c2h_nvmlDeviceGetCount(unsigned int *count) {
  int n = 0;
  c2h_nvmlReturn_t r = c2h_nvml_status(hipGetDeviceCount(&n));
  *count = r == C2H_NVML_SUCCESS ? unsigned(n) : 0u;
  return r;
}
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetHandleByIndex(unsigned int index, c2h_nvmlDevice_t *device) {
  int n = 0;
  if (hipGetDeviceCount(&n) != hipSuccess || index >= unsigned(n))
    return C2H_NVML_ERROR_INVALID_ARGUMENT;
  *device = int(index);
  return C2H_NVML_SUCCESS;
}
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetHandleByPciBusId(const char *bus, c2h_nvmlDevice_t *device) {
  return hipDeviceGetByPCIBusId(device, bus) == hipSuccess
             ? C2H_NVML_SUCCESS
             : C2H_NVML_ERROR_NOT_FOUND;
}
static inline c2h_nvmlReturn_t c2h_nvmlDeviceGetName(c2h_nvmlDevice_t device,
                                                     char *name,
                                                     unsigned int length) {
  hipDeviceProp_t p;
  c2h_nvmlReturn_t r = c2h_nvml_status(hipGetDeviceProperties(&p, device));
  if (r != C2H_NVML_SUCCESS)
    return r;
  if (std::strlen(p.name) >= length)
    return C2H_NVML_ERROR_INSUFFICIENT_SIZE;
  std::strcpy(name, p.name);
  return C2H_NVML_SUCCESS;
}
// The clock now and its maximum: HIP reports the peak clock of each domain
// (kHz), which is what NVML's answer is read for (a peak bandwidth).
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetMaxClockInfo(c2h_nvmlDevice_t device, c2h_nvmlClockType_t type,
                              unsigned int *mhz) {
  if (type == C2H_NVML_CLOCK_VIDEO)
    return C2H_NVML_ERROR_NOT_SUPPORTED;
  int khz = 0;
  c2h_nvmlReturn_t r = c2h_nvml_status(hipDeviceGetAttribute(
      &khz,
      type == C2H_NVML_CLOCK_MEM ? hipDeviceAttributeMemoryClockRate
                                 : hipDeviceAttributeClockRate,
      device));
  *mhz = r == C2H_NVML_SUCCESS ? unsigned(khz / 1000) : 0u;
  return r;
}
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetClockInfo(c2h_nvmlDevice_t device, c2h_nvmlClockType_t type,
                           unsigned int *mhz) {
  return c2h_nvmlDeviceGetMaxClockInfo(device, type, mhz);
}
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetMemoryBusWidth(c2h_nvmlDevice_t device, unsigned int *bits) {
  int b = 0;
  c2h_nvmlReturn_t r = c2h_nvml_status(
      hipDeviceGetAttribute(&b, hipDeviceAttributeMemoryBusWidth, device));
  *bits = r == C2H_NVML_SUCCESS ? unsigned(b) : 0u;
  return r;
}
static inline c2h_nvmlReturn_t
c2h_nvmlDeviceGetMemoryInfo(c2h_nvmlDevice_t device, c2h_nvmlMemory_t *memory) {
  int current = 0;
  size_t free = 0, total = 0;
  if (hipGetDevice(&current) != hipSuccess)
    return C2H_NVML_ERROR_UNKNOWN;
  c2h_nvmlReturn_t r = c2h_nvml_status(hipSetDevice(device));
  if (r == C2H_NVML_SUCCESS)
    r = c2h_nvml_status(hipMemGetInfo(&free, &total));
  (void)hipSetDevice(current);
  if (r == C2H_NVML_SUCCESS) {
    memory->total = total;
    memory->free = free;
    memory->used = total - free;
  }
  return r;
}
#endif
