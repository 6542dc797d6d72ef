// GTK 3 (with cairo and Pango) for the GTK peer only: the program `bench` measures this
// project's renderer against. Nothing else in the package links GTK.
#ifndef CGTK3_H
#define CGTK3_H
#include <gtk/gtk.h>
#endif
