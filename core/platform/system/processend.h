// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// Ends the process with `exitCode`, for main() once the program is done
// and has written and closed everything (the application object gone).
// It returns, for main to return, only where that ending is safe.
int endProcess(int exitCode);

} // namespace cm
