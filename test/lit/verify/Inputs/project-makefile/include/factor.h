#pragma once
// FACTOR comes from the Makefile.
static const int factor = FACTOR;
