// Found through target_include_directories (-I in nvcc's command).
#pragma once
#define APP_SCALE 2
