// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/enumnames.h"
#include "util/status.h"

#include <QString>

namespace cm {

enum class TableFormat {
    Csv,      // one row per run and one per summary, for spreadsheets and scripts
    Markdown, // the summary, for README files and blogs
    Html,     // the summary as a <table>, for web pages
    BBCode,   // the summary as [table], for forums
};

inline constexpr EnumNames<TableFormat, 4> TableFormatNames{{
    {TableFormat::Csv, "csv"},
    {TableFormat::Markdown, "markdown"},
    {TableFormat::Html, "html"},
    {TableFormat::BBCode, "bbcode"},
}};

QString tableFormatName(TableFormat format);

// The session's results as text in `format`.
QString formatTable(const Session &session, TableFormat format);

// Writes formatTable() to `path` atomically (UTF-8).
Status saveTable(const Session &session, TableFormat format, const QString &path);

} // namespace cm
