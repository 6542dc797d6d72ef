// libpng, for writing screenshots. Only libpng's "simplified API" (png_image_*) is used: it
// reports errors in png_image.message instead of longjmp-ing, which Swift cannot survive.
#ifndef CPNG_H
#define CPNG_H
#include <png.h>
#endif
