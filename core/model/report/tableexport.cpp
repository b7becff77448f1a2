// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableexport.h"

#include "report/csvtable.h"
#include "report/markuptable.h"
#include "fs/atomicfile.h"
#include "util/shownpath.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TableExport)
};

} // namespace

QString tableFormatName(TableFormat format)
{
    return enumName(TableFormatNames, format);
}

QString formatTable(const Session &session, TableFormat format)
{
    switch (format) {
    case TableFormat::Csv:
        return sessionCsv(session);
    case TableFormat::Markdown:
        return summaryMarkup(session, Markup::Markdown);
    case TableFormat::Html:
        return summaryMarkup(session, Markup::Html);
    case TableFormat::BBCode:
        return summaryMarkup(session, Markup::BBCode);
    }
    return {};
}

Status saveTable(const Session &session, TableFormat format, const QString &path)
{
    QString error;
    if (!writeFileAtomically(path, formatTable(session, format).toUtf8(), &error))
        return Status::failure(Text::tr("cannot write table %1: %2").arg(shownPath(path), error));
    return Status::ok();
}

} // namespace cm
