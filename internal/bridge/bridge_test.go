package bridge

import (
	"encoding/json"
	"strings"
	"testing"
)

// A session is requests in turn, each with the answer it must give (or
// a part of it): handles are numbered from 1 in order of creation.
func TestSessions(t *testing.T) {
	type step struct{ req, want string }
	sessions := []struct {
		name  string
		steps []step
	}{
		{"play and undo", []step{
			{`{"fn":"load","args":["chess"]}`, `{"value":1}`},
			{`{"fn":"newGame","args":[1]}`, `{"value":2}`},
			{`{"fn":"perft","args":[2,3]}`, `{"value":8902}`},
			{`{"fn":"play","args":[2,"e4"]}`, `{"value":null}`},
			{`{"fn":"play","args":[2,"e7e5"]}`, `{"value":null}`},
			{`{"fn":"fen","args":[2]}`, `{"value":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}`},
			{`{"fn":"movesSan","args":[2]}`, `{"value":["e4","e5"]}`},
			{`{"fn":"san","args":[2,"g1f3"]}`, `{"value":"Nf3"}`},
			{`{"fn":"uci","args":[2,"Nf3"]}`, `{"value":"g1f3"}`},
			{`{"fn":"sideToMove","args":[2]}`, `{"value":"white"}`},
			{`{"fn":"undo","args":[2]}`, `{"value":true}`},
			{`{"fn":"moves","args":[2]}`, `{"value":["e2e4"]}`},
			{`{"fn":"play","args":[2,"Ke3"]}`, `{"error":"\"Ke3\" is not a legal move here"}`},
			{`{"fn":"clone","args":[2]}`, `{"value":3}`},
			{`{"fn":"free","args":[2]}`, `{"value":null}`},
			{`{"fn":"fen","args":[2]}`, `{"error":"fen: no game 2 (deleted?)"}`},
			{`{"fn":"moves","args":[3]}`, `{"value":["e2e4"]}`},
			{`{"fn":"fen","args":[1]}`, `{"error":"fen: no game 1 (deleted?)"}`}, // a variant is no game
		}},
		{"FEN, setups and results", []step{
			{`{"fn":"load","args":["chess960"]}`, `{"value":1}`},
			{`{"fn":"newGame","args":[1,518]}`, `{"value":2}`},
			{`{"fn":"fen","args":[2]}`, `{"value":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"}`},
			{`{"fn":"newGame","args":[1,960]}`, `{"error":"setup 960 is out of range: want 0 to 959 for variant chess960"}`},
			{`{"fn":"newGame","args":[1,1.5]}`, `{"error":"newGame: argument 2: want a setup number (a whole number), got the number 1.5"}`},
			{`{"fn":"load","args":["chess"]}`, `{"value":3}`},
			{`{"fn":"newGame","args":[3,"7k/5QQ1/8/8/8/8/8/K7 b - - 0 1"]}`, `{"value":4}`},
			{`{"fn":"result","args":[4]}`, `{"value":{"over":true,"rule":"checkmate","score":[1,0],"text":"1-0","winner":"white"}}`},
			{`{"fn":"bestMove","args":[4,{"depth":2}]}`, `{"error":"the game is over (checkmate)"}`},
			{`{"fn":"newGame","args":[3,"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"]}`, `{"value":5}`},
			{`{"fn":"bestMove","args":[5,{"depth":3}]}`, `"move":"a1a8"`},
			{`{"fn":"bestMove","args":[5,{"depth":3,"ply":2}]}`, `{"error":"bestMove: unknown limit \"ply\": want depth, nodes or time (milliseconds)"}`},
			{`{"fn":"bestMove","args":[5,{"depth":"deep"}]}`, `{"error":"bestMove: limits.depth: want a whole number of 0 or more, got the string \"deep\""}`},
			{`{"fn":"bestMove","args":[5,{}]}`, `{"error":"no limit: give Limits a depth, a node count or a time"}`},
			{`{"fn":"newGame","args":[3,"8/8/8"]}`, `"error":"FEN \"8/8/8\": `},
		}},
		{"compile", []step{
			{`{"fn":"compile","args":["variant tiny extends orthodox \"Tiny\" {\n\tboard 3x3\n\tsetup \"k2/3/2K w - - 0 1\"\n\tcastling none\n}\n"]}`, `{"value":1}`},
			{`{"fn":"variantInfo","args":[1]}`, `"name":"tiny"`},
			{`{"fn":"compile","args":["variant x extends orthodox \"X\" {\n\tboard 3x3\n\tsetup \"k2/3/2K w - a2 0 1\"\n\tcastling none\n}\n"]}`, `{"error":"input.vdl:3:21: error[V028]: `},
			{`{"fn":"compileFile","args":["../../definitions/chess.vdl"]}`, `{"value":2}`},
			{`{"fn":"variantInfo","args":[2]}`, `"name":"chess"`},
			{`{"fn":"load","args":["chesss"]}`, `{"error":"unknown variant \"chesss\" (did you mean chess`},
		}},
		{"bad requests", []step{
			{`{"fn":"nosuch","args":[]}`, `{"error":"no function \"nosuch\""}`},
			{`{"fn":"load","args":[]}`, `{"error":"load: got 0 arguments, want 1"}`},
			{`{"fn":"load","args":[7]}`, `{"error":"load: argument 1: want a variant name (a string), got the number 7"}`},
			{`{"fn":"perft","args":["x",1]}`, `{"error":"perft: argument 1: want a game (a whole number), got the string \"x\""}`},
			{`not json`, `{"error":"bad request: `},
			{`{"fn":"variants","args":[]}`, `{"name":"chess","title":"Orthodox chess"}`},
		}},
	}
	for _, s := range sessions {
		t.Run(s.name, func(t *testing.T) {
			b := New()
			for _, st := range s.steps {
				got := string(b.Handle([]byte(st.req)))
				if !json.Valid([]byte(got)) {
					t.Errorf("%s: invalid JSON %s", st.req, got)
				}
				if !strings.Contains(got, st.want) {
					t.Errorf("%s\n got %s\nwant %s", st.req, got, st.want)
				}
			}
		})
	}
}
