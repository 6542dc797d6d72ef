// libimagequant (Debian's libimagequant-dev, the library behind pngquant and gifski): the
// 256-colour palettes of GIF frames.
#ifndef CIMAGEQUANT_H
#define CIMAGEQUANT_H
#include <libimagequant.h>
#endif
