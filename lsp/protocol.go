package lsp

// The parts of the Language Server Protocol (3.17) that the server uses.

type position struct {
	Line      int `json:"line"`      // from 0
	Character int `json:"character"` // UTF-16 code units from the line's start
}

type rangeLSP struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   string   `json:"uri"`
	Range rangeLSP `json:"range"`
}

type textDocumentItem struct {
	URI     string `json:"uri"`
	Version int    `json:"version"`
	Text    string `json:"text"`
}

type textDocumentIdentifier struct {
	URI string `json:"uri"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type didChangeParams struct {
	TextDocument struct {
		URI     string `json:"uri"`
		Version int    `json:"version"`
	} `json:"textDocument"`
	ContentChanges []struct {
		Range *rangeLSP `json:"range,omitempty"`
		Text  string    `json:"text"`
	} `json:"contentChanges"`
}

type didCloseParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type positionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Position     position               `json:"position"`
}

type formattingParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Options      formattingOptions      `json:"options"`
}

type formattingOptions struct {
	TabSize      int  `json:"tabSize"`
	InsertSpaces bool `json:"insertSpaces"`
}

type referenceParams struct {
	positionParams
	Context struct {
		IncludeDeclaration bool `json:"includeDeclaration"`
	} `json:"context"`
}

type renameParams struct {
	positionParams
	NewName string `json:"newName"`
}

type workspaceEdit struct {
	Changes map[string][]textEdit `json:"changes"`
}

type documentSymbol struct {
	Name           string           `json:"name"`
	Detail         string           `json:"detail,omitempty"`
	Kind           int              `json:"kind"`
	Range          rangeLSP         `json:"range"`
	SelectionRange rangeLSP         `json:"selectionRange"`
	Children       []documentSymbol `json:"children"`
}

// Symbol kinds.
const (
	symbolModule   = 2
	symbolClass    = 5
	symbolVariable = 13
)

type codeActionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Range        rangeLSP               `json:"range"`
	Context      struct {
		Diagnostics []diagnosticLSP `json:"diagnostics"`
	} `json:"context"`
}

type codeAction struct {
	Title       string          `json:"title"`
	Kind        string          `json:"kind"`
	Diagnostics []diagnosticLSP `json:"diagnostics,omitempty"`
	IsPreferred bool            `json:"isPreferred,omitempty"`
	Edit        *workspaceEdit  `json:"edit,omitempty"`
}

type diagnosticLSP struct {
	Range              rangeLSP         `json:"range"`
	Severity           int              `json:"severity"` // 1 error, 2 warning
	Code               string           `json:"code"`
	Source             string           `json:"source"`
	Message            string           `json:"message"`
	RelatedInformation []relatedInfoLSP `json:"relatedInformation,omitempty"`
}

type relatedInfoLSP struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type publishDiagnosticsParams struct {
	URI         string          `json:"uri"`
	Version     int             `json:"version,omitempty"`
	Diagnostics []diagnosticLSP `json:"diagnostics"`
}

type markupContent struct {
	Kind  string `json:"kind"` // "markdown"
	Value string `json:"value"`
}

type hover struct {
	Contents markupContent `json:"contents"`
	Range    *rangeLSP     `json:"range,omitempty"`
}

type completionItem struct {
	Label  string `json:"label"`
	Kind   int    `json:"kind"` // 14 keyword, 7 class (piece), 9 module (declaration)
	Detail string `json:"detail,omitempty"`
}

type completionList struct {
	IsIncomplete bool             `json:"isIncomplete"`
	Items        []completionItem `json:"items"`
}

type textEdit struct {
	Range   rangeLSP `json:"range"`
	NewText string   `json:"newText"`
}

// Completion item kinds.
const (
	kindKeyword = 14
	kindClass   = 7
	kindModule  = 9
)
