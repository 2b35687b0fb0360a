#include "common.h"
int helper() { return 7; }
