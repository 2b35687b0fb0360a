#define ELEM_BYTES 4
