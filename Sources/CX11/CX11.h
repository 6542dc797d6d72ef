// The C boundary of motion-preview: one umbrella header for Xlib, Xutil, keysyms, XKB,
// X Render, Xft, fontconfig, RandR, MIT-SHM and Present (with its XFixes regions). Only the
// X11Canvas module imports it (the tests' extra extensions, X-Resource and XTest, are in
// CX11Testing).
#ifndef CX11_H
#define CX11_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/Xpresent.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>

#endif
