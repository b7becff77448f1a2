// SPDX-License-Identifier: GPL-3.0-or-later
#include "operation.h"

#include <QStringList>

#include <algorithm>
#include <iterator>

namespace cm {
namespace {

constexpr Operation NamedOperations[] = {Operation::Read, Operation::Write,  Operation::Copy,      Operation::Delete,
                                         Operation::Pack, Operation::Unpack, Operation::SmallFiles};

} // namespace

QString operationName(Operation operation)
{
    return enumName(OperationNames, operation);
}

bool writesOnTheDrive(Operation operation)
{
    switch (operation) {
    case Operation::Write:
    case Operation::Copy:
    case Operation::Delete:
    case Operation::Pack:
    case Operation::Unpack:
        return true;
    case Operation::Read:
    case Operation::SmallFiles:
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        break;
    }
    return false;
}

bool measuresDriveLimit(Operation operation)
{
    return operation == Operation::RandomReadsDepth1 || operation == Operation::RandomReadsDepth32
        || operation == Operation::SequentialDirect;
}

qint64 smallestDataSetBytes(Operation operation)
{
    switch (operation) {
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        return RandomReadBytes;
    case Operation::Read:
    case Operation::Write:
    case Operation::Copy:
    case Operation::Delete:
    case Operation::Pack:
    case Operation::Unpack:
    case Operation::SmallFiles:
        break;
    }
    return 1;
}

std::optional<Operation> operationFromName(const QString &name)
{
    return enumFromName(OperationNames, name);
}

bool parseOperations(const QString &text, QList<Operation> *operations, QString *error)
{
    QList<Operation> parsed;
    for (const QString &name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        // The names a user may give; the random reads come with smallfiles.
        const std::optional<Operation> operation = operationFromName(name.trimmed().toLower());
        if (!operation
            || std::find(std::begin(NamedOperations), std::end(NamedOperations), *operation)
                == std::end(NamedOperations)) {
            *error = QStringLiteral("'%1' is not read, write, copy, delete, pack, unpack or smallfiles")
                         .arg(name.trimmed());
            return false;
        }
        if (!parsed.contains(*operation))
            parsed.append(*operation);
    }
    if (parsed.isEmpty()) {
        *error = QStringLiteral("no operation named");
        return false;
    }
    *operations = parsed;
    return true;
}

} // namespace cm
