"""Teachers' material: worksheets of numbered problems dealt from one seed, with their answer key."""
