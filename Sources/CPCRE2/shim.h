#ifndef VTREE_CPCRE2_SHIM_H
#define VTREE_CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// Swift cannot import these function-like or cast macros; expose them as values.
static inline size_t cpcre2_unset(void) { return PCRE2_UNSET; }
static inline size_t cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }

#endif
