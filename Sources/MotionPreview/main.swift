print("motion-preview: not built yet")
