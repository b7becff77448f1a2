// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// The calling thread's CPU time in seconds, from an arbitrary start: only
// differences on one thread mean anything.
double threadCpuSeconds();

} // namespace cm
