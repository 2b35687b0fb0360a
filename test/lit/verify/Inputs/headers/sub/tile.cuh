#pragma once
#define TILE 64
