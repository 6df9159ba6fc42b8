__tile_global__ void k(float *p) {}
void launch(float *p) { k<<<4>>>(p); }
