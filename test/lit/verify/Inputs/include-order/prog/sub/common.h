#pragma once
#define OFFSET 1
int helper();
