// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm::ExitCode {

constexpr int Success = 0;
constexpr int Failed = 1;   // the benchmark or an I/O step failed
constexpr int BadUsage = 2; // bad usage or a refused setup (preflight)

} // namespace cm::ExitCode
