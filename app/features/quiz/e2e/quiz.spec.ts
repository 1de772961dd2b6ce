// placeholder, rewritten below
