// cairo's image surfaces only, for rasterising paths (fills and strokes) into A8 coverage
// masks on the client; X11Canvas uploads them itself, so cairo never talks to X.
#ifndef CCAIRO_H
#define CCAIRO_H
#include <cairo.h>
#endif
