#error the wrong common.h: sub/ is named first
